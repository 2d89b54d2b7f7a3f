import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatFinding, formatSummary, lintBrandForDev, lintConfig, type Finding } from '../../../tools/lint/index.ts';
import { loadCatalog } from '../../../tools/lint/catalog.ts';
import { checkVarPath } from '../../../tools/lint/checks/contextPaths.ts';
import { embeddedConditions } from '../../../tools/lint/checks/embeddedConditions.ts';
import type { Catalog } from '../../../tools/lint/catalog.ts';
import { originOf } from '../../../tools/lint/origin.ts';
import { routeMatches } from '../../../tools/lint/routes.ts';
import { didYouMean } from '../../../tools/lint/suggest.ts';
import { byRule, cleanupCopies, copyScreens, fileOf, replaceIn } from './helpers.ts';

afterAll(cleanupCopies);

const finding: Finding = {
  file: 'screens/royal/screens/home.json',
  line: 4,
  col: 51,
  pointer: '/body/0/type',
  severity: 'error',
  rule: 'unknown-widget',
  message: 'unknown widget type "txt"',
  expected: 'a widget type',
  found: '"txt"',
  suggestion: 'text',
};

describe('output', () => {
  it('formats one finding per line with position, pointer, expected/found and did-you-mean', () => {
    expect(formatFinding(finding)).toBe(
      'screens/royal/screens/home.json:4:51  error  /body/0/type  unknown widget type "txt" (expected a widget type, found "txt") Did you mean "text"?',
    );
    expect(formatFinding({ ...finding, suggestion: undefined, pointer: '' })).toMatch(/ {2}\(root\) {2}.*found "txt"\)$/);
  });

  it('summarises counts', () => {
    expect(formatSummary([finding, { ...finding, severity: 'warning', file: 'x.json' }], 'screens')).toBe(
      'lint:config: 1 error, 1 warning in 2 files under screens',
    );
    expect(formatSummary([], 'screens')).toBe('lint:config: no problems in screens');
  });
});

describe('did-you-mean', () => {
  it('prefers a case-insensitive match, then edit distance up to 3', () => {
    expect(didYouMean('nodata', ['noData', 'text'])).toBe('noData');
    expect(didYouMean('buton', ['button', 'image'])).toBe('button');
    expect(didYouMean('carousel', ['button', 'image'])).toBeUndefined();
  });
});

describe('origin of a composed value', () => {
  const base = { a: { b: 1, c: [1, 2] }, d: 1 };
  it('is the overlay when it reaches the path or replaces an ancestor, else the base', () => {
    expect(originOf(base, { a: { b: 2 } }, ['a', 'b'])).toBe('overlay');
    expect(originOf(base, { a: { b: 2 } }, ['a', 'c', 0])).toBe('base');
    expect(originOf(base, { a: { c: [3] } }, ['a', 'c', 0])).toBe('overlay');
    expect(originOf(base, { e: { f: 1 } }, ['e', 'g'])).toBe('overlay');
    expect(originOf(base, undefined, ['d'])).toBe('base');
  });
});

describe('condition context paths', () => {
  const catalog = loadCatalog();
  it('accepts declared paths, refs into other schemas, free-form event/item and any route.query name', () => {
    for (const p of ['session.kind', 'settings.hasVip', 'event.banner.url', 'item.name', 'route.query.tab', 'language', 'flags.CBS3']) {
      expect(checkVarPath(catalog, p), p).toBeUndefined();
    }
  });
  it('rejects unknown names with the closest path', () => {
    expect(checkVarPath(catalog, 'settings.hasvip')?.suggestion).toBe('settings.hasVip');
    expect(checkVarPath(catalog, 'sesion.kind')?.suggestion).toBe('session.kind');
    expect(checkVarPath(catalog, 'language.code')?.message).toContain('has no fields');
  });
});

describe('conditions inside props', () => {
  it('finds values whose schema is condition.schema.json, through $refs, items and anyOf', () => {
    const condition = { anyOf: [{ type: 'boolean' }] };
    const catalog: Catalog = {
      schemas: new Map<string, Record<string, unknown>>([
        ['condition.schema.json', condition],
        [
          'widgets/x.schema.json',
          {
            properties: {
              tabs: { type: 'array', items: { $ref: '#/$defs/tab' } },
              show: { anyOf: [{ type: 'string' }, { $ref: '../condition.schema.json' }] },
            },
            $defs: { tab: { properties: { when: { $ref: '../condition.schema.json' } } } },
          },
        ],
      ]),
      widgets: new Set(),
      actions: new Set(),
      dataSources: new Set(),
      contracts: new Map(),
      validator: () => {
        throw new Error('unused');
      },
    };
    const props = { tabs: [{ when: { var: 'a' } }, {}], show: { var: 'b' } };
    expect(embeddedConditions(catalog, 'widgets/x.schema.json', props, ['props']).map((c) => c.path.join('/'))).toEqual(['props/tabs/0/when', 'props/show']);
  });
});

describe('route matching', () => {
  it('matches params, splats, optional segments and {placeholders}, ignoring the query', () => {
    expect(routeMatches('/m/activityDetail', '/m/activityDetail?id={id}')).toBe(true);
    expect(routeMatches('/m/game/:id', '/m/game/12')).toBe(true);
    expect(routeMatches('/m/*', '/m/a/b')).toBe(true);
    expect(routeMatches('/m/:lang?/home', '/m/home')).toBe(true);
    expect(routeMatches('/m/home', '/m/homes')).toBe(false);
  });
});

describe('lintBrandForDev', () => {
  it('reports the brand and _base, not other brands or hosts.json', async () => {
    const dir = copyScreens();
    replaceIn(dir, 'alpha/brand.json', '"name": "Alpha"', '"name": ""');
    replaceIn(dir, 'beta/brand.json', '"name": "Beta"', '"name": ""');
    replaceIn(dir, 'hosts.json', '"alpha.localhost": "alpha"', '"alpha.localhost": "gamma"');
    replaceIn(dir, '_base/screens/about.json', '"type": "text"', '"type": "txt"');
    const files = (await lintBrandForDev(dir, 'beta')).map((f) => f.file).sort();
    expect(files).toEqual([fileOf(dir, '_base/screens/about.json'), fileOf(dir, 'beta/brand.json')]);
  });
});

describe('folder layout', () => {
  it('warns about files and folders the app does not read', async () => {
    const dir = copyScreens();
    writeFileSync(join(dir, 'beta/screen.json'), '{}');
    mkdirSync(join(dir, 'gamma'));
    writeFileSync(join(dir, 'gamma/home.json'), '{}');
    const findings = await lintConfig(dir);
    expect(byRule(findings, 'unused-file').map((f) => f.file)).toEqual([fileOf(dir, 'beta/screen.json')]);
    expect(byRule(findings, 'not-a-brand').map((f) => f.file)).toEqual([fileOf(dir, 'gamma/home.json')]);
    expect(findings.every((f) => f.severity === 'warning')).toBe(true);
  });
});
