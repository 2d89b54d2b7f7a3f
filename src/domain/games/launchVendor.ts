import type { AppEnv } from '../../renderer/env.ts';
import type { ConditionContext } from '../../generated/context.ts';
import { launchGame } from './launch.ts';
import { retryWith } from '../../core/retryAction.ts';

/**
 * A vendor whose category has no list route (sports, e-sports, cockfight, lottery...) is one game: tapping the
 * vendor launches its first game directly.
 */
export async function launchVendor(
  env: AppEnv,
  context: ConditionContext,
  vendor: { vassalage: string; gameType: string; category?: string },
): Promise<boolean> {
  try {
    const page = await env.api.call('gameList', { gameType: vendor.category ?? vendor.gameType, vassalage: vendor.vassalage, pageNo: 1, pageSize: 1 });
    const game = page.games[0];
    if (!game) throw new Error(`Vendor ${vendor.vassalage} has no game.`);
    return await launchGame(env, context, game);
  } catch (err) {
    env.notify({ messageKey: 'game_launch_failed', kind: 'error', action: retryWith(() => launchVendor(env, context, vendor)) });
    env.report('Vendor launch failed', err);
    return false;
  }
}
