import { loadCatalog } from '../catalog.ts';
import { didYouMean } from '../suggest.ts';
import { readWorkspace } from '../workspace.ts';
import { indexWorkspace } from './index.ts';
import { keyReport, nodeReport } from './report.ts';
import { keysByText } from './texts.ts';

/**
 * `lint:config -- --where <key | node id | text> [dir]`: every place an i18n key is used (and the per-place keys
 * that default to it), which screen block a node id is and what it draws, or, for a text as it reads on screen
 * ("Hot games"), the keys with that text and their places. Resolves to 0 when something matched, 1 otherwise.
 */
export async function runWhere(query: string, dir: string, print: (line: string) => void): Promise<number> {
  const index = indexWorkspace(readWorkspace(dir));
  const sections = [keyReport(index, query), nodeReport(index, loadCatalog(), query)].filter((s) => s.length > 0);
  if (sections.length === 0) {
    // Not a key or a node id: the words an operator sees on screen, in any language.
    const keys = keysByText(index, query);
    if (keys.size > 0) {
      print(
        `"${query}" is the text of ${keys.size} key${keys.size === 1 ? '' : 's'}: ${[...keys].map(([k, langs]) => `${k} (${[...langs].join(', ')})`).join(', ')}`,
      );
      for (const k of keys.keys()) sections.push(keyReport(index, k));
    }
  }
  sections.forEach((s, i) => {
    if (i > 0) print('');
    for (const line of s) print(line);
  });
  if (sections.length > 0) return 0;
  const names = new Set<string>();
  for (const b of index) {
    for (const l of b.composed.locales.values()) for (const k of Object.keys(l.value)) names.add(k);
    for (const e of b.nodes) if (typeof e.node.id === 'string') names.add(e.node.id);
  }
  const hint = didYouMean(query, names);
  print(`nothing under ${dir} is named "${query}": no i18n key, node id or text${hint ? `. Did you mean "${hint}"?` : ''}`);
  return 1;
}
