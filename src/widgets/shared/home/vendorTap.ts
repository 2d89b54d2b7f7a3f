import type { AppEnv } from '../../../renderer/env.ts';
import type { GameVendor } from '../../../generated/api/shapes/gameVendor.ts';
import type { ConditionContext } from '../../../generated/context.ts';
import { launchVendor } from '../../../domain/games/launchLater.ts';

/** A vendor tap: its category's list route with ?vassalage= where one is configured, else its game launches. */
export function openVendor(env: AppEnv, context: ConditionContext, routes: Readonly<Record<string, string>>, category: string, v: GameVendor): void {
  const route = routes[category];
  if (route) env.navigate(`${route}?vassalage=${encodeURIComponent(v.vassalage)}`);
  else void launchVendor(env, context, { vassalage: v.vassalage, gameType: v.gameType, category });
}
