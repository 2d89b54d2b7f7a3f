import { describe, expect, it } from 'vitest';
import { composeBrand } from '../../../../src/core/brand/compose.ts';
import { DOCUMENT_VERSION } from '../../../../src/core/migrations/documentVersion.ts';
import { MigrationError } from '../../../../src/core/migrations/MigrationError.ts';
import { migrateDocumentSet } from '../../../../src/core/migrations/migrateDocumentSet.ts';
import { MIGRATIONS } from '../../../../src/core/migrations/migrations.ts';
import type { Migration } from '../../../../src/core/migrations/types.ts';

const home = (winners: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  $schema: '../../../src/generated/editor/screen.json',
  ...extra,
  id: 'home',
  paths: ['/m/home'],
  chrome: { topBar: true, bottomBar: true, back: 'logo' },
  body: [{ id: 'home.winners', type: 'winnersBoard', props: { titleKey: 'latest_winners', ...winners } }],
});

describe('migrateDocumentSet', () => {
  it('brings each document from its version to the current one, stamps it after $schema, and says what changed', () => {
    const current = home({ scrollIntervalMs: 1200 }, { schemaVersion: DOCUMENT_VERSION });
    const files = new Map<string, unknown>([
      ['brand.json', { id: 'b' }],
      ['screens/home.json', home({ speed: 1500 })],
      ['screens/current.json', current],
      ['screens/gone.json', null],
      ['locales/en.json', { hello: 'Hello' }],
      ['notes.json', { anything: 1 }],
    ]);
    const { files: out, changed } = migrateDocumentSet(files);
    expect(changed.sort()).toEqual(['brand.json', 'screens/home.json']);
    const migrated = out.get('screens/home.json') as ReturnType<typeof home>;
    expect(Object.keys(migrated).slice(0, 3)).toEqual(['$schema', 'schemaVersion', 'id']);
    expect(migrated.body[0].props).toEqual({ titleKey: 'latest_winners', scrollIntervalMs: 1500 });
    expect(Object.keys(out.get('brand.json') as object)).toEqual(['schemaVersion', 'id']);
    for (const rel of ['screens/current.json', 'screens/gone.json', 'locales/en.json', 'notes.json']) expect(out.get(rel)).toBe(files.get(rel));
    expect((files.get('screens/home.json') as ReturnType<typeof home>).body[0].props).toHaveProperty('speed', 1500); // input untouched
  });

  it('is idempotent: a second run changes nothing', () => {
    const once = migrateDocumentSet(new Map([['screens/home.json', home({ speed: 1500 })]]));
    const twice = migrateDocumentSet(once.files);
    expect(twice.changed).toEqual([]);
    expect(twice.files.get('screens/home.json')).toBe(once.files.get('screens/home.json'));
  });

  it('migrates an overlay entry without `type` through the node of the same id in _base', () => {
    const base = new Map<string, unknown>([['screens/home.json', home({ speed: 1500 })]]);
    const overlay = new Map<string, unknown>([['screens/home.json', { body: [{ id: 'home.winners', props: { speed: 700 } }] }]]);
    const { files, changed } = migrateDocumentSet(overlay, base);
    expect(changed).toEqual(['screens/home.json']);
    expect(files.get('screens/home.json')).toEqual({ schemaVersion: DOCUMENT_VERSION, body: [{ id: 'home.winners', props: { scrollIntervalMs: 700 } }] });
  });

  it('refuses a revision when a migration throws, naming the migration and the file', () => {
    const broken: Migration = {
      version: DOCUMENT_VERSION + 1,
      name: `${String(DOCUMENT_VERSION + 1).padStart(3, '0')}_broken`,
      migrate: () => {
        throw new Error('cannot read props.layout');
      },
    };
    const files = new Map<string, unknown>([['screens/home.json', home({ speed: 1 })]]);
    let error: unknown;
    try {
      migrateDocumentSet(files, undefined, [...MIGRATIONS, broken]);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(MigrationError);
    const e = error as MigrationError;
    expect([e.reason, e.migration, e.file]).toEqual(['migration-threw', broken.name, 'screens/home.json']);
    expect(e.message).toBe(`migration ${broken.name} failed on screens/home.json: cannot read props.layout`);
    expect((e.cause as Error).message).toBe('cannot read props.layout');
  });

  it('refuses a document from the future, and a version that is no version, with a clear message', () => {
    const future = new Map<string, unknown>([['screens/home.json', home({}, { schemaVersion: DOCUMENT_VERSION + 1 })]]);
    expect(() => migrateDocumentSet(future)).toThrow(
      `screens/home.json is at document version ${DOCUMENT_VERSION + 1}, newer than this app's ${DOCUMENT_VERSION}: it was written for a later release of the app, which must be deployed to read it`,
    );
    expect(() => migrateDocumentSet(future)).toThrow(MigrationError);
    const odd = new Map<string, unknown>([['brand.json', { schemaVersion: '2' }]]);
    expect(() => migrateDocumentSet(odd)).toThrow('brand.json: "schemaVersion" must be a whole number from 1, found "2"');
  });

  it('composes unmigrated sets at the current version: the bundle carries it, its documents none', () => {
    const base = new Map<string, unknown>([
      ['brand.json', { id: 'base', languages: { default: 'EN', supported: ['EN'] } }],
      ['screens/home.json', home({ speed: 1500 })],
    ]);
    const bundle = composeBrand(base, new Map([['brand.json', { id: 'b' }]]));
    expect(bundle.schemaVersion).toBe(DOCUMENT_VERSION);
    expect('schemaVersion' in bundle.brand).toBe(false);
    expect(bundle.screens[0]).not.toHaveProperty('schemaVersion');
    expect(bundle.screens[0].body[0].props).toEqual({ titleKey: 'latest_winners', scrollIntervalMs: 1500 });
  });
});
