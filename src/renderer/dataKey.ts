/** The SWR key of a binding: source name, resolved params, session token and language (a change of either refetches). */
export type DataKey = readonly [source: string, params: string, token: string | null, language: string];

/** One string per data key, for maps of fetches started before the first render (see Renderer.takePrefetched). */
export const dataKeyString = (key: DataKey): string => JSON.stringify(key);
