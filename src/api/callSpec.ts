import { loadOnce } from '../core/loadOnce.ts';
import type { ApiCallSpec } from '../generated/api-catalog.ts';
import { firstScreenCalls } from '../generated/api/firstScreenCalls.ts';
import type { ApiCallName } from '../core/platformApi.ts';
import { ApiError, ERROR_CODES } from './errors.ts';

/** How one call travels: method, path, encoding and what the client fills in. */
export type CallTravel = Omit<ApiCallSpec, 'summary' | 'firstScreen'>;

// The calls no first screen asks (most of the catalogue) stay out of the entry chunk: their half loads with the first
// call that needs it, or earlier when the app warms it once its first screen has settled.
const laterCalls = loadOnce(() => import('../generated/api/laterCalls.ts').then((m) => m.laterCalls));

/** Loads the later half of the catalogue ahead of its first use (no error here if it fails: its call says so). */
export const warmCallCatalog = (): void => laterCalls.warm();

/**
 * How `name` travels: at once for a first-screen call or once the later half is in, else when it has loaded. A half that could not
 * load (offline) fails like the request itself would, as a network error the screen can offer to retry.
 */
export function callTravel(name: ApiCallName): CallTravel | Promise<CallTravel> {
  const first = firstScreenCalls[name];
  if (first) return first;
  const known = (later: typeof import('../generated/api/laterCalls.ts').laterCalls): CallTravel => {
    const spec = later[name];
    if (!spec) throw new ApiError(0, ERROR_CODES.badResponse, `The app does not know the call "${name}".`);
    return spec;
  };
  const loaded = laterCalls.current();
  if (loaded) return known(loaded);
  return laterCalls.load().then(known, (err: unknown) => {
    if (err instanceof ApiError) throw err;
    throw new ApiError(0, ERROR_CODES.offline, `Network error: ${err instanceof Error ? err.message : String(err)}`);
  });
}
