import { vi } from 'vitest';
import type { OperatorCallName, OperatorCalls } from '../../../src/generated/api/operatorCalls.ts';
import { OpsError } from '../../../src/studio/api/opsError.ts';

type Handlers = { [N in OperatorCallName]?: (input: OperatorCalls[N]['request']) => OperatorCalls[N]['response'] | Promise<OperatorCalls[N]['response']> };

/** A fake of the studio's ops client: each call answered by its handler; a call without one fails as a 404. */
export function fakeOps(handlers: Handlers) {
  const call = vi.fn(async (name: OperatorCallName, input: unknown) => {
    const handler = handlers[name] as ((input: unknown) => unknown) | undefined;
    if (!handler) throw new OpsError(404, 'test.unhandled', `No fake answer for ${name}.`);
    return handler(input);
  });
  return {
    call: call as unknown as <N extends OperatorCallName>(name: N, input: OperatorCalls[N]['request']) => Promise<OperatorCalls[N]['response']>,
    calls: call,
  };
}

export const meta = (number: number, extra: Partial<OperatorCalls['brandSave']['response']['revision']> = {}) => ({
  brand: 'royal',
  number,
  parent: number - 1 || null,
  author: 'ana',
  createdAt: Date.UTC(2026, 4, 12, 14, 3),
  message: `Revision ${number}`,
  hash: 'h'.repeat(64),
  schemaVersion: 1,
  ...extra,
});

/** A revision's files as the server answers them (path -> JSON text). */
export const texts = (files: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(files).map(([k, v]) => [k, `${JSON.stringify(v, null, 2)}\n`]));
