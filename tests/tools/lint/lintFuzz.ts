/**
 * Config fuzz, the linter: 10,000 generated brand and screen documents, spoilt from the shipped ones or any JSON at
 * all (and sometimes not JSON), each put in place of its file in an in-memory copy of screens/ and linted with the
 * checks `npm run lint:config` runs. The linter must never throw and must always answer a list of well-formed
 * findings (or none). The cases come in LINT_FUZZ_SHARDS shards, one test file each (lintFuzz.<n>.test.ts), so the
 * test runner spreads them over every core instead of one core holding them all for a minute; shard n draws its
 * cases from seed CONFIG_FUZZ_SEED + n. Seeded: CONFIG_FUZZ_SEED, LINT_FUZZ_RUNS (all shards together).
 */
import fc from 'fast-check';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../tools/lint/catalog.ts';
import { checkSchema } from '../../../tools/lint/checks/schemas.ts';
import { composeForLint } from '../../../tools/lint/compose.ts';
import type { Finding } from '../../../tools/lint/index.ts';
import { isObject } from '../../../tools/lint/json.ts';
import { checkNodes, lintComposedBrand } from '../../../tools/lint/lintBrand.ts';
import { ComposedTarget } from '../../../tools/lint/origin.ts';
import { Reporter } from '../../../tools/lint/reporter.ts';
import { SourceFile } from '../../../tools/lint/source.ts';
import { screenNodes } from '../../../tools/lint/walk.ts';
import { readWorkspace, type Folder } from '../../../tools/lint/workspace.ts';
import { CONFIG_FUZZ_SEED, documentText, hostileDocument, spoiltDocument } from '../../support/configFuzz.ts';

const RUNS = Number(process.env.LINT_FUZZ_RUNS ?? 10_000);
const LINT_FUZZ_SHARDS = 4;
/** One screen case in this many is linted inside its whole composed brand (i18n, routing, contrast...); the rest with its own checks. */
const WHOLE_EVERY = 50;
const SCREENS = join(process.cwd(), 'screens');

const shipped = readWorkspace(SCREENS);
const base = shipped.base as Folder;
const screenFiles = [...base.files.keys()].filter((rel) => rel.startsWith('screens/'));
const brandFolders = [...shipped.brands.values()];
/** The documents a case may replace: _base's brand and screens, and each brand's own brand.json. */
const targets: { folder: Folder; rel: string }[] = [
  { folder: base, rel: 'brand.json' },
  ...screenFiles.map((rel) => ({ folder: base, rel })),
  ...brandFolders.map((folder) => ({ folder, rel: 'brand.json' })),
];
const originals = targets.map((t) => t.folder.files.get(t.rel)?.value);

const catalog = loadCatalog();
/** _base with its brand, locales and home screen, composed with the first brand: what a screen case is linted in. */
const trimmed = (folder: Folder, replace?: [string, SourceFile]): Folder => {
  const files = new Map([...folder.files].filter(([rel]) => !rel.startsWith('screens/') || rel === 'screens/home.json'));
  if (replace) files.set(...replace);
  return { ...folder, files };
};
const composed = composeForLint(trimmed(base), brandFolders[0]);

/**
 * Lints one changed document with the checks lint:config runs on it: its syntax, then, when it parses, its schema
 * and node-tree checks (a screen), or every check of a composed brand (schemas, contrast, node trees, i18n,
 * routing, includes) for brand documents and, when `whole`, a screen inside the composed first brand. _base is
 * trimmed to its home screen there: a whole-brand lint takes ~20 ms, the document checks ~1 ms, and 10,000
 * cases have to fit in the suite.
 */
function lintChanged(target: { folder: Folder; rel: string }, text: string, whole: boolean): Finding[] {
  const original = target.folder.files.get(target.rel) as SourceFile;
  const file = new SourceFile(original.abs, target.rel, text);
  if (!file.ok) return [...file.syntax];
  const ctx = { catalog, reporter: new Reporter() };
  if (target.rel.startsWith('screens/') && !whole) {
    // The checks a screen document drives: its schema and every check of its node tree.
    checkSchema(ctx, file, 'screen.schema.json', '');
    checkNodes(ctx, file, screenNodes(file.value), `screen "${target.rel}"`);
  } else if (target.rel.startsWith('screens/')) {
    const name = target.rel.slice('screens/'.length, -'.json'.length);
    lintComposedBrand(ctx, { ...composed, screens: new Map([[name, new ComposedTarget(file.value, file, undefined)]]) });
  } else if (target.folder === base) {
    if (isObject(file.value)) checkSchema(ctx, file, 'brand.schema.json', '');
    lintComposedBrand(ctx, composeForLint(trimmed(base, ['brand.json', file]), brandFolders[0]));
  } else {
    lintComposedBrand(ctx, composeForLint(trimmed(base), trimmed(target.folder, ['brand.json', file])));
  }
  return [...file.syntax, ...ctx.reporter.findings];
}

const SEVERITIES = new Set(['error', 'warning']);
const wellFormed = (f: Finding): boolean =>
  typeof f.file === 'string' &&
  Number.isInteger(f.line) &&
  Number.isInteger(f.col) &&
  typeof f.pointer === 'string' &&
  SEVERITIES.has(f.severity) &&
  typeof f.rule === 'string' &&
  typeof f.message === 'string';

/** One shard of the cases: its share of the runs, from its own seed. */
export function lintFuzzShard(shard: number): void {
  const runs = Math.ceil(RUNS / LINT_FUZZ_SHARDS);
  const seed = CONFIG_FUZZ_SEED + shard;
  describe(`config fuzz: the linter (shard ${shard} of ${LINT_FUZZ_SHARDS})`, () => {
    const counts = { cases: 0, spoilt: 0, hostile: 0, withFindings: 0, findings: 0, passed: false };
    afterAll(() => {
      console.log(
        `config fuzz: ${counts.cases.toLocaleString('en')} lint cases (${counts.spoilt.toLocaleString('en')} spoilt shipped documents, ` +
          `${counts.hostile.toLocaleString('en')} arbitrary JSON), ${counts.withFindings.toLocaleString('en')} with findings, ` +
          `${counts.findings.toLocaleString('en')} findings, ${counts.passed ? '0 throws' : 'FAILED (see the counterexample)'}, seed ${seed}`,
      );
    });

    it(`never throws and answers well-formed findings for ${runs.toLocaleString('en')} generated documents`, () => {
      const spoilt = spoiltDocument(originals).map((s) => ({ target: s.index, doc: s.doc, hostile: false }));
      const hostile = fc.tuple(fc.nat({ max: targets.length - 1 }), hostileDocument).map(([target, doc]) => ({ target, doc, hostile: true }));
      const docCase = fc.tuple(fc.oneof({ weight: 3, arbitrary: spoilt }, { weight: 1, arbitrary: hostile }), fc.nat());
      fc.assert(
        fc.property(docCase, ([c, broken]) => {
          const text = documentText(c.doc, broken);
          const findings = lintChanged(targets[c.target], text, counts.cases % WHOLE_EVERY === 0);
          counts.cases++;
          counts[c.hostile ? 'hostile' : 'spoilt']++;
          if (findings.length) counts.withFindings++;
          counts.findings += findings.length;
          expect(Array.isArray(findings)).toBe(true);
          for (const f of findings) expect(wellFormed(f), JSON.stringify(f).slice(0, 300)).toBe(true);
        }),
        { seed, numRuns: runs, endOnFailure: true },
      );
      counts.passed = true;
    }, 600_000);
  });
}
