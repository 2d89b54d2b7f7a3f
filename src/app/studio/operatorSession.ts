/**
 * The operator session's address (operatorSession in schemas/api/operator-catalog.json). A plain fetch: the
 * operator catalog's client belongs to the studio and the tools, not to the player app.
 */
const OPERATOR_SESSION_PATH = '/ops/session';

export type SessionCheck = { ok: true } | { ok: false; reason: string };

/**
 * Asks the server whether this browser holds a live operator session (its HttpOnly cookie goes with a same-origin
 * request). Only then does the preview take documents from the studio: a page that frames /m/?studio= without
 * one gets a refusal, in words.
 */
export async function confirmOperatorSession(doFetch: typeof fetch = fetch): Promise<SessionCheck> {
  try {
    const res = await doFetch(OPERATOR_SESSION_PATH, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
    if (res.ok) return { ok: true };
    if (res.status === 401 || res.status === 403) return { ok: false, reason: 'No operator session: sign in to the studio, then open the preview again.' };
    return { ok: false, reason: `The operator session could not be confirmed (the server answered HTTP ${res.status}).` };
  } catch (err) {
    return { ok: false, reason: `The operator session could not be confirmed (${err instanceof Error ? err.message : String(err)}).` };
  }
}
