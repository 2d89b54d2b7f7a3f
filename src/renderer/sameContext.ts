import type { ConditionContext } from '../generated/context.ts';

/** Same keys, each value the same (Object.is): one level deep. */
function shallowEqual(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Whether two condition contexts read the same everywhere: each part (session, flags, route, its query...) has
 * the same values. A new context re-renders every node that reads conditions, so an answer that changes nothing a
 * condition reads (the member details of the same member, a status with the same template, the flags the cache
 * already had) should keep the old one.
 */
export function sameContext(a: ConditionContext, b: ConditionContext): boolean {
  const keys = Object.keys(a) as (keyof ConditionContext)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x: unknown = a[key];
    const y: unknown = b[key];
    if (Object.is(x, y)) return true;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (key === 'route') {
      const { query: qa, ...ra } = x as ConditionContext['route'];
      const { query: qb, ...rb } = y as ConditionContext['route'];
      return shallowEqual(ra, rb) && shallowEqual(qa, qb);
    }
    return shallowEqual(x, y);
  });
}
