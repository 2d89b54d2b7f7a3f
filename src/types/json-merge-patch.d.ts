declare module 'json-merge-patch' {
  /** RFC 7396: applies `patch` to `target` (mutating it) and returns the result. */
  export function apply(target: unknown, patch: unknown): unknown;
  const mergePatch: { apply: typeof apply };
  export default mergePatch;
}
