import { describe, expect, it } from 'vitest';
import { winnersBoardScrollInterval } from '../../../../src/core/migrations/002_winnersBoardScrollInterval.ts';
import { DOCUMENT_VERSION } from '../../../../src/core/migrations/documentVersion.ts';
import { MIGRATIONS } from '../../../../src/core/migrations/migrations.ts';
import type { MigrationContext } from '../../../../src/core/migrations/types.ts';

/** Frozen all the way down: a step that writes into its input throws in strict mode. */
function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object') {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}

const screenCtx = (base?: unknown): MigrationContext => ({ file: 'screens/home.json', kind: 'screen', base });
const board = (props: Record<string, unknown>) => ({ id: 'home.winners', type: 'winnersBoard', props });

describe('the list of migrations', () => {
  it('is ordered, one version at a time from 2, ends at DOCUMENT_VERSION, each named <version>_<what>', () => {
    MIGRATIONS.forEach((m, i) => {
      expect(m.version).toBe(i + 2);
      expect(m.name).toMatch(new RegExp(`^${String(m.version).padStart(3, '0')}_[a-z][A-Za-z0-9]*$`));
    });
    expect(MIGRATIONS.at(-1)?.version).toBe(DOCUMENT_VERSION);
  });
});

describe('002_winnersBoardScrollInterval', () => {
  const { migrate } = winnersBoardScrollInterval;

  it('renames speed to scrollIntervalMs in place, at any depth, without touching its input', () => {
    const doc = deepFreeze({
      id: 'home',
      body: [
        { id: 'home.banners', type: 'bannerCarousel', props: { speed: 1000, delay: 5000 } },
        { id: 'home.tabs', type: 'categoryMenu', slots: { home: [board({ titleKey: 't', speed: 1500, limit: 20 })] } },
      ],
    });
    const out = migrate(doc, screenCtx()) as typeof doc;
    expect(out.body[0]).toBe(doc.body[0]); // another widget's `speed` is its own
    const props = (out.body[1].slots?.home[0] as { props: Record<string, unknown> } | undefined)?.props ?? {};
    expect(Object.entries(props)).toEqual([
      ['titleKey', 't'],
      ['scrollIntervalMs', 1500],
      ['limit', 20],
    ]);
  });

  it('walks the brand chrome lists too', () => {
    const brand = {
      id: 'b',
      chrome: { header: [], bottomBar: [], leftMenu: [], rightMenu: [], popups: [{ id: 'p', type: 'popupBody', slots: { body: [board({ speed: 900 })] } }] },
    };
    const out = migrate(brand, { file: 'brand.json', kind: 'brand', base: undefined }) as typeof brand;
    expect(out.chrome.popups[0].slots.body[0].props).toEqual({ scrollIntervalMs: 900 });
  });

  it('keeps a scrollIntervalMs written beside speed, and carries a null (an overlay deleting the prop)', () => {
    expect((migrate({ body: [board({ speed: 1, scrollIntervalMs: 2 })] }, screenCtx()) as { body: { props: unknown }[] }).body[0].props).toEqual({
      scrollIntervalMs: 2,
    });
    expect((migrate({ body: [board({ speed: null })] }, screenCtx()) as { body: { props: unknown }[] }).body[0].props).toEqual({ scrollIntervalMs: null });
  });

  it('learns the type of an overlay entry without one from the _base node it patches', () => {
    const base = {
      id: 'home',
      body: [{ id: 'home.tabs', type: 'categoryMenu', slots: { home: [board({ speed: 1500 }), { id: 'home.hot', type: 'gameRow', props: { delay: 1 } }] } }],
    };
    const overlay = deepFreeze({
      body: [
        {
          id: 'home.tabs',
          slots: {
            home: [
              { id: 'home.winners', props: { speed: 600 } },
              { id: 'home.hot', props: { speed: 3 } },
            ],
          },
        },
      ],
    });
    const out = migrate(overlay, screenCtx(base)) as { body: { slots: { home: { props: unknown }[] } }[] };
    expect(out.body[0].slots.home[0].props).toEqual({ scrollIntervalMs: 600 });
    expect(out.body[0].slots.home[1].props).toEqual({ speed: 3 }); // a gameRow: not this migration's prop
    // Without the base the entry's type is unknown, and it is left alone.
    expect(migrate(overlay, screenCtx())).toBe(overlay);
  });

  it('is idempotent: run on its own output it changes nothing', () => {
    const once = migrate({ body: [board({ speed: 1500 })] }, screenCtx());
    expect(migrate(once, screenCtx())).toBe(once);
  });
});
