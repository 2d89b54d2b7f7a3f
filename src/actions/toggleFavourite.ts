import { defineAction } from '../renderer/actionDefinition.ts';
import type { ToggleFavouriteParams } from '../generated/actions/toggleFavourite.ts';
import { toggleFavourite as toggle } from '../domain/games/favourites.ts';
import { gameOfAction } from '../domain/games/gameRef.ts';

/** Adds or removes the tapped game from the member's favourites (optimistic); guests go to /m/login. */
export default defineAction(async (p: ToggleFavouriteParams, { env, event }) => {
  const game = gameOfAction(p, event);
  if (!game) {
    env.report('toggleFavourite: the event carries no game (nodeId, vassalage)', event);
    return;
  }
  await toggle(env, game);
});
