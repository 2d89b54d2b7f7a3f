import { defineAction } from '../renderer/actionDefinition.ts';
import type { LaunchGameParams } from '../generated/actions/launchGame.ts';
import { launchGame as launch } from '../domain/games/launch.ts';
import { gameOfAction } from '../domain/games/gameRef.ts';

/** Opens the tapped game (params.game or the event's game) on the game page; see shared/game/launch.ts. */
export default defineAction(async (p: LaunchGameParams, { env, event, context }) => {
  const game = gameOfAction(p, event);
  if (!game) {
    env.report('launchGame: the event carries no game (gameId, nodeId, vassalage)', event);
    return;
  }
  await launch(env, context, game, { gamePath: p.gamePath });
});
