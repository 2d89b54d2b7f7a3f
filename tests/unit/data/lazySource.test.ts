import { describe, expect, it, vi } from 'vitest';
import { dataSourceRegistry } from '../../../src/data/index.ts';
import { lazySource } from '../../../src/data/lazySource.ts';
import type { DataSourceDefinition } from '../../../src/renderer/dataSource.ts';
import type { AppEnv } from '../../../src/renderer/env.ts';
import type { ConditionContext } from '../../../src/generated/context.ts';

const sources = Object.entries(dataSourceRegistry) as [string, DataSourceDefinition<never, unknown>][];
const lazy = sources.filter(([, def]) => def.prepare);

describe('data sources that load their code on first use', () => {
  it('are the ones no landing screen or bar reads, and each says the traits its module has', async () => {
    expect(lazy.map(([name]) => name)).toContain('withdrawAccount');
    expect(lazy.map(([name]) => name)).not.toContain('banners');
    for (const [name, def] of lazy) {
      const loaded = (await def.prepare?.()) as DataSourceDefinition<never, unknown>;
      expect({ name, needsSession: !!def.needsSession, offlineCopy: !!def.offlineCopy }).toEqual({
        name,
        needsSession: !!loaded.needsSession,
        offlineCopy: !!loaded.offlineCopy,
      });
    }
  });

  it('loads the code once for every read, and asks again after a load that failed', async () => {
    const fetch = vi.fn(async () => ({ list: [1] }));
    const load = vi
      .fn<() => Promise<DataSourceDefinition<never, unknown>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ needsSession: true, fetch });
    const source = lazySource<'wagering'>({ needsSession: true }, load as never);
    const env = {} as AppEnv;
    const context = {} as ConditionContext;
    await expect(source.fetch({} as never, env, context)).rejects.toThrow('dynamically imported');
    await Promise.all([source.fetch({} as never, env, context), source.prepare?.(), source.fetch({} as never, env, context)]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
