/**
 * A fresh Idempotency-Key (32 hex characters; getRandomValues works outside secure contexts too). A call that
 * moves money sends one; retrying the same user action sends the same key, so the server answers the first result
 * instead of moving the money twice.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
