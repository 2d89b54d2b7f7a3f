import type { LintContext } from '../context.ts';
import { isObject } from '../json.ts';
import type { SourceFile } from '../source.ts';
import type { Folder } from '../workspace.ts';
import { checkSchema } from './schemas.ts';

const LOCALE = /^locales\/([a-z-]+)\.json$/;

/** The locale files of a folder (`locales/*.json`) that parsed, by file name. */
export function localeFiles(folder: Folder): SourceFile[] {
  return [...folder.files.entries()].filter(([rel, f]) => rel.startsWith('locales/') && f.ok).map(([, f]) => f);
}

/**
 * Each locale file against locale.schema.json, a usable file name (lower-case language code), and the same key
 * set in every locale file of one folder: a text added in one language only is a translation someone forgot.
 * `baseKeys` (for a brand folder) are the keys _base already words: a brand may reword one of them in one
 * language alone (its locales/ty.json holding just `"login_submit": "..."`), so those are not compared.
 */
export function checkLocaleFolder(ctx: LintContext, folder: Folder, baseKeys: ReadonlySet<string> = new Set()): void {
  const files = localeFiles(folder);
  for (const f of files) {
    checkSchema(ctx, f, 'locale.schema.json', '');
    if (!LOCALE.test(f.rel)) {
      ctx.reporter.add(f, [], {
        severity: 'warning',
        rule: 'locale-file-name',
        message: `the app does not load ${f.rel}: locale files are named by lower-case language code`,
        expected: 'locales/<lang>.json such as locales/en.json',
        found: `"${f.rel}"`,
      });
    }
  }
  const keysOf = (f: SourceFile): Set<string> => new Set(isObject(f.value) ? Object.keys(f.value).filter((k) => k !== '$schema' && !baseKeys.has(k)) : []);
  const sets = new Map(files.map((f) => [f, keysOf(f)]));
  for (const [file, keys] of sets) {
    for (const [other, otherKeys] of sets) {
      if (other === file) continue;
      for (const k of otherKeys) {
        if (keys.has(k)) continue;
        const having = [...sets].filter(([, s]) => s.has(k)).map(([f]) => f.rel.replace(/^locales\//, ''));
        if (having[0] !== other.rel.replace(/^locales\//, '')) continue; // report each missing key once per file
        ctx.reporter.add(file, [k], {
          rule: 'i18n-key-sets',
          message: `key "${k}" is in ${having.join(', ')} but missing from this file; every locale file of ${folder.name} needs the same keys`,
          expected: `a "${k}" translation`,
          found: 'no such key',
        });
      }
    }
  }
}
