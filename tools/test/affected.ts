import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import { buildBundle, listBrands } from '../brands/loadDocuments.ts';
import { changedScreens, codeLocaleKeys, drawnDocument } from '../visual/changes.ts';
import { screensAtRevision } from '../visual/revision.ts';

/** What a set of changed files asks the browser suites to check (test:changed). */
export interface Affected {
  /** Something every screen depends on changed: run every browser test. */
  all: boolean;
  /** The reference API changed: its own tests too. */
  server: boolean;
  /** e2e spec files (repository paths). */
  specs: string[];
  /** Screens whose fault matrix cases run (every case when `allFaults`). */
  faultScreens: string[];
  allFaults: boolean;
  /** Visual matrix shots: brand -> screen ids. */
  shots: Map<string, Set<string>>;
  /** Why, a line per finding, printed before the run. */
  reasons: string[];
}

/** Files that only the fast tier checks: tests and tools that run there, and prose. */
const FAST_ONLY = [
  /^tests\/(unit|tools|matrix|types|setup|fixtures)\//,
  /^tools\/(lint|gen|layers|bench|ci)\//,
  /^tools\/test\/(?!browser|testServer)/,
  /\.md$/,
  /^docs\//,
  /^biome\.jsonc$/,
  /^vitest\.config\.ts$/,
  /^tsconfig\.json$/,
];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a JSON value holds a node of one of `types`, an action of `actions` or a binding to one of `sources`. */
function uses(value: unknown, types: ReadonlySet<string>, actions: ReadonlySet<string>, sources: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((v) => uses(v, types, actions, sources));
  if (!isObject(value)) return false;
  if (typeof value.type === 'string' && types.has(value.type)) return true;
  if (typeof value.action === 'string' && actions.has(value.action)) return true;
  if (isObject(value.data) && typeof value.data.source === 'string' && sources.has(value.data.source)) return true;
  return Object.values(value).some((v) => uses(v, types, actions, sources));
}

/** The screens of a spec: those whose paths its source names ('/m/...' literals, query strings aside). */
function specScreens(source: string, bundle: BrandBundle): Set<string> {
  const paths = new Set([...source.matchAll(/['"`](\/m\/[A-Za-z0-9/_.-]*)/g)].map((m) => m[1].replace(/\/$/, '')));
  return new Set(bundle.screens.filter((s) => s.paths.some((p) => paths.has(p))).map((s) => s.id));
}

export function affectedBy(root: string, files: readonly string[], base: string, tmp: string): Affected {
  const a: Affected = { all: false, server: false, specs: [], faultScreens: [], allFaults: false, shots: new Map(), reasons: [] };
  const types = new Set<string>();
  const actions = new Set<string>();
  const sources = new Set<string>();
  const specs = new Set<string>();
  let documents = false;
  let allShots = false;
  for (const file of files) {
    const widget = /^src\/widgets\/([A-Za-z0-9]+)\//.exec(file)?.[1];
    const action = /^src\/actions\/([A-Za-z0-9]+)\.tsx?$/.exec(file)?.[1];
    const source = /^src\/data\/([A-Za-z0-9]+)\.tsx?$/.exec(file)?.[1];
    if (file.startsWith('screens/')) documents = true;
    else if (widget && widget !== 'shared') types.add(widget);
    else if (action && action !== 'index') actions.add(action);
    else if (source === 'callSources') for (const [, name] of readFileSync(join(root, file), 'utf8').matchAll(/^ {2}([A-Za-z0-9]+): /gm)) sources.add(name);
    else if (source && source !== 'index') sources.add(source);
    else if (/^tests\/e2e\/[^/]+\.spec\.ts$/.test(file)) specs.add(file);
    else if (file.startsWith('tests/faults/')) a.allFaults = true;
    else if (file.startsWith('tests/visual/') || file.startsWith('tools/visual/')) allShots = true;
    else if (file.startsWith('tests/server/')) {
      a.server = true;
      a.reasons.push(`${file}: the server tests run`);
    } else if (FAST_ONLY.some((re) => re.test(file))) continue;
    else {
      a.all = true;
      if (file.startsWith('server/')) a.server = true;
      a.reasons.push(`${file} is shared by every screen: every browser test runs`);
    }
  }
  if (a.all) return a;

  const brands = listBrands(join(root, 'screens')).filter((b) => existsSync(join(root, 'screens', b, 'brand.json')));
  const bundles = new Map(brands.map((b) => [b, buildBundle(join(root, 'screens'), b)]));
  const add = (brand: string, screen: string) => {
    const set = a.shots.get(brand) ?? new Set<string>();
    a.shots.set(brand, set.add(screen));
  };
  if (documents) {
    const before = screensAtRevision(root, base, tmp);
    const codeKeys = codeLocaleKeys(join(root, 'src'));
    for (const [brand, after] of bundles) {
      const old = existsSync(join(before, brand, 'brand.json')) ? buildBundle(before, brand) : undefined;
      for (const c of changedScreens(brand, old, after, codeKeys)) {
        if (c.kind !== 'removed') add(brand, c.screen);
        a.reasons.push(`${brand} ${c.screen}: its documents changed (${c.parts.join(', ')})`);
      }
    }
  }
  if (types.size || actions.size || sources.size) {
    const named = [...types, ...actions, ...sources].join(', ');
    for (const [brand, bundle] of bundles) {
      for (const screen of bundle.screens) {
        if (!uses(drawnDocument(bundle, screen), types, actions, sources)) continue;
        add(brand, screen.id);
        a.reasons.push(`${brand} ${screen.id}: draws or runs ${named}`);
      }
    }
  }
  for (const [brand, bundle] of bundles) if (allShots) for (const s of bundle.screens) add(brand, s.id);
  if (allShots) a.reasons.push('the visual matrix or its tools changed: every shot');

  const screens = new Set([...a.shots.values()].flatMap((s) => [...s]));
  const first = bundles.values().next().value;
  const specDir = join(root, 'tests/e2e');
  for (const name of readdirSync(specDir)
    .filter((n) => n.endsWith('.spec.ts'))
    .sort()) {
    const file = `tests/e2e/${name}`;
    if (specs.has(file)) continue;
    const opened = first ? [...specScreens(readFileSync(join(specDir, name), 'utf8'), first)].filter((s) => screens.has(s)) : [];
    if (opened.length === 0) continue;
    specs.add(file);
    a.reasons.push(`${file} opens ${opened.join(', ')}`);
  }
  a.specs = [...specs].sort();
  a.faultScreens = [...screens].sort();
  if (a.allFaults) a.reasons.push('the fault matrix changed: all of it');
  return a;
}
