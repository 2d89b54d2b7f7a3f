import { defineAction } from '../core/actions/types.ts';
import type { LaunchGameParams } from '../generated/actions/launchGame.ts';
import { launchGame as launch } from '../widgets/shared/game/launch.ts';
import { gameOfAction } from '../widgets/shared/game/types.ts';

/** Opens the tapped game (params.game or the event's game) on the game page; see shared/game/launch.ts. */
export const launchGame = defineAction<LaunchGameParams>('launchGame', async (p, { env, event, context }) => {
  const game = gameOfAction(p, event);
  if (!game) {
    env.report('launchGame: the event carries no game (gameId, nodeId, vassalage)', event);
    return;
  }
  await launch(env, context, game, { gamePath: p.gamePath });
});
