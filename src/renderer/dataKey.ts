import type { ConditionContext } from '../generated/context.ts';
import type { DataBinding } from '../generated/data-binding.ts';
import { resolveParams } from '../core/params/resolve.ts';
import type { BoundDataSource } from './dataSource.ts';

/** The SWR key of a binding: source name, resolved params, session token and language (a change of either refetches). */
export type DataKey = readonly [source: string, params: string, token: string | null, language: string];

/** The key of a source with its resolved params, for a session token and a language. */
export const dataKeyOf = (source: string, params: object, token: string | null, language: string): DataKey => [source, JSON.stringify(params), token, language];

/** One string per data key, for maps of fetches started before the first render (see Renderer.takePrefetched). */
export const dataKeyString = (key: DataKey): string => JSON.stringify(key);

/**
 * What a binding reads: its params resolved in the context, and its key; null when it reads nothing (no such
 * source, or a session-only source without a session). useDataSource and boot's first-screen prefetch both ask
 * this, so a prefetched answer is found under the very key the node reads.
 */
export function bindingRead(
  binding: DataBinding,
  def: BoundDataSource | undefined,
  context: ConditionContext,
  token: string | null,
): { params: NonNullable<DataBinding['params']>; key: DataKey } | null {
  if (!def || (def.needsSession === true && !token)) return null;
  const params = resolveParams(binding.params ?? {}, context);
  return { params, key: dataKeyOf(binding.source, params, token, context.language) };
}
