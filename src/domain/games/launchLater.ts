import { afterLoad } from '../../core/afterLoad.ts';
import { loadOnce } from '../../core/loadOnce.ts';
import { retryWith } from '../../core/retryAction.ts';
import type { ConditionContext } from '../../generated/context.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { loadLazyModule } from '../../renderer/lazyModule.ts';
import type { GameRef } from './gameRef.ts';
import type { LaunchOptions } from './launch.ts';

/**
 * What a game tile or vendor tap runs. The launch code (its calls, the saved launch, the way to the game page) is
 * not needed to draw a lobby: it loads once the first screen has settled, ready before a tap, and a tap sooner waits
 * for it. If it cannot come (offline), the player is told, with Retry.
 */
const launchers = loadOnce(() => loadLazyModule(() => import('./launchers.ts')));
afterLoad(launchers.warm);

async function withLaunchers(env: AppEnv, run: (m: typeof import('./launchers.ts')) => Promise<boolean>, again: () => Promise<boolean>): Promise<boolean> {
  try {
    return await run(await launchers.load());
  } catch (err) {
    // The launchers say their own failures; this is the code that did not load.
    env.notify({ messageKey: 'game_launch_failed', kind: 'error', action: retryWith(again) });
    env.report('The game launch code did not load', err);
    return false;
  }
}

/** Starts a game (launch.ts): members launch it, guests get free play or the login screen. */
export function launchGame(env: AppEnv, context: ConditionContext, game: GameRef, options?: LaunchOptions): Promise<boolean> {
  return withLaunchers(
    env,
    (m) => m.launchGame(env, context, game, options),
    () => launchGame(env, context, game, options),
  );
}

/** Launches a vendor's first game (launchVendor.ts). */
export function launchVendor(env: AppEnv, context: ConditionContext, vendor: { vassalage: string; gameType: string; category?: string }): Promise<boolean> {
  return withLaunchers(
    env,
    (m) => m.launchVendor(env, context, vendor),
    () => launchVendor(env, context, vendor),
  );
}
