/** The SWR key of a binding: source name, resolved params, session token and language (a change of either refetches). */
export type DataKey = readonly [source: string, params: string, token: string | null, language: string];

/** The key of a source with its resolved params, for a session token and a language. */
export const dataKeyOf = (source: string, params: object, token: string | null, language: string): DataKey => [
  source,
  JSON.stringify(params),
  token,
  language,
];

/** One string per data key, for maps of fetches started before the first render (see Renderer.takePrefetched). */
export const dataKeyString = (key: DataKey): string => JSON.stringify(key);
