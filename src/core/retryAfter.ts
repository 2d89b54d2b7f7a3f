import { PlatformError } from './platformApi.ts';

/**
 * The seconds to wait that a "too many attempts" answer (429 request.too.many) names in its value
 * (`{retryAfter}`, the same number as its Retry-After header), or undefined for any other failure.
 */
export function retryAfterOf(err: unknown): number | undefined {
  if (!(err instanceof PlatformError) || err.status !== 429) return undefined;
  const wait = (err.value as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? wait : undefined;
}
