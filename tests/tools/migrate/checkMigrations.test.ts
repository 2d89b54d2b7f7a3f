import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_VERSION } from '../../../src/core/migrations/documentVersion.ts';
import { checkMigrations, migrateBrandRevision } from '../../../tools/migrate/checkMigrations.ts';
import { migrateTexts } from '../../../tools/migrate/migrateTexts.ts';
import { MIGRATIONS } from '../../../src/core/migrations/migrations.ts';

const ROYAL_HOME = 'royal/screens/home.json';
let dir: string;
const rel = (file: string): string => relative(process.cwd(), join(dir, file)).split('\\').join('/');

/** royal's home overlay as it was before document versions: no schemaVersion, winnersBoard `speed`. */
const unmigrated = (text: string): string => text.replace(`  "schemaVersion": ${DOCUMENT_VERSION},\n`, '').replace('"scrollIntervalMs": 1500', '"speed": 1500');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'migrate-check-'));
  cpSync('screens', dir, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run migrate:check', () => {
  it('fails on a file that is not migrated (the rest of the copy passes), and migrates it to a valid document', () => {
    const original = readFileSync(join(dir, ROYAL_HOME), 'utf8');
    writeFileSync(join(dir, ROYAL_HOME), unmigrated(original));
    try {
      const { findings, migrated } = checkMigrations(dir);
      expect(findings.map((f) => [f.file, f.rule])).toEqual([[rel(ROYAL_HOME), 'not-migrated']]);
      expect(findings[0].message).toContain('run `npm run migrate`');
      const royal = migrated.find((m) => m.folder.name === 'royal');
      expect(royal?.result.texts.get('screens/home.json')).toBe(original);
    } finally {
      writeFileSync(join(dir, ROYAL_HOME), original);
    }
  });

  it('validates the migrated documents with the lint', () => {
    const original = readFileSync(join(dir, ROYAL_HOME), 'utf8');
    writeFileSync(join(dir, ROYAL_HOME), unmigrated(original).replace('"speed": 1500', '"speed": "fast"'));
    try {
      const rules = checkMigrations(dir).findings.map((f) => [f.file, f.rule]);
      expect(rules).toContainEqual([rel(ROYAL_HOME), 'not-migrated']);
      expect(rules.some(([file, rule]) => file === rel(ROYAL_HOME) && rule !== 'not-migrated')).toBe(true); // "fast" is no interval
    } finally {
      writeFileSync(join(dir, ROYAL_HOME), original);
    }
  });

  it('reports a document from the future at its schemaVersion line', () => {
    const file = 'lucky/brand.json';
    const original = readFileSync(join(dir, file), 'utf8');
    writeFileSync(join(dir, file), original.replace(`"schemaVersion": ${DOCUMENT_VERSION}`, `"schemaVersion": ${DOCUMENT_VERSION + 1}`));
    try {
      const [f] = checkMigrations(dir).findings;
      expect([f.file, f.line, f.pointer, f.rule]).toEqual([rel(file), 3, '/schemaVersion', 'document-version']);
      expect(f.message).toContain(`newer than this app's ${DOCUMENT_VERSION}`);
    } finally {
      writeFileSync(join(dir, file), original);
    }
  });
});

describe('migrateBrandRevision (the revision store reads and publishes through it)', () => {
  it('migrates a stored revision on the deployed _base, editing only what changed', () => {
    const home = readFileSync(join('screens', ROYAL_HOME), 'utf8');
    const out = migrateBrandRevision('screens', 'royal', { 'screens/home.json': unmigrated(home), 'locales/en.json': '{ "hello": "Hi" }' });
    expect(out.findings).toEqual([]);
    expect(out.changed).toEqual(['screens/home.json']);
    expect(out.files).toEqual({ 'screens/home.json': home, 'locales/en.json': '{ "hello": "Hi" }' });
  });

  it('reports a migration that throws with its name and file, and migrates nothing', () => {
    const thrown = migrateTexts(new Map([['brand.json', '{ "id": "x" }']]), undefined, [
      ...MIGRATIONS,
      {
        version: DOCUMENT_VERSION + 1,
        name: 'next_broken',
        migrate: () => {
          throw new Error('boom');
        },
      },
    ]);
    expect(thrown.problems).toEqual([
      { file: 'brand.json', rule: 'migration-failed', migration: 'next_broken', message: 'migration next_broken failed on brand.json: boom' },
    ]);
    expect(thrown.texts.get('brand.json')).toBe('{ "id": "x" }');
  });

  it('fails a migration that a second run would change', () => {
    const bump = {
      version: DOCUMENT_VERSION + 1,
      name: 'next_bump',
      migrate: (doc: unknown) => ({ ...(doc as object), n: ((doc as { n?: number }).n ?? 0) + 1 }),
    };
    const out = migrateTexts(new Map([['brand.json', '{ "id": "x" }']]), undefined, [...MIGRATIONS, bump]);
    expect(out.problems.map((p) => [p.file, p.rule, p.migration])).toEqual([['brand.json', 'migration-not-idempotent', 'next_bump']]);
  });
});
