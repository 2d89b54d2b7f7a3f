import { defineAction } from '../core/actions/types.ts';
import type { ToggleFavouriteParams } from '../generated/actions/toggleFavourite.ts';
import { toggleFavourite as toggle } from '../widgets/shared/game/favourites.ts';
import { gameOfAction } from '../widgets/shared/game/types.ts';

/** Adds or removes the tapped game from the member's favourites (optimistic); guests go to /m/login. */
export const toggleFavourite = defineAction<ToggleFavouriteParams>('toggleFavourite', async (p, { env, event }) => {
  const game = gameOfAction(p, event);
  if (!game) {
    env.report('toggleFavourite: the event carries no game (nodeId, vassalage)', event);
    return;
  }
  await toggle(env, game);
});
