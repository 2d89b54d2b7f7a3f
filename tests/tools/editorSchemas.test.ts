import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completionsAt, diagnosticsOf, editorLanguageService, openDocument, ROOT } from './editorLanguageService.ts';

// The brand documents as an operator's editor sees them: VS Code's JSON language service configured by
// .vscode/settings.json, each file's `$schema` pointing at the editor schemas `npm run gen` writes.
const service = editorLanguageService();

function shippedDocuments(dir = join(ROOT, 'screens')): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) return shippedDocuments(abs);
      return name.endsWith('.json') ? [relative(ROOT, abs).split('\\').join('/')] : [];
    });
}

const read = (rel: string): string => readFileSync(join(ROOT, rel), 'utf8');

const ROYAL_HOME = 'screens/royal/screens/home.json';
/**
 * An overlay of royal's home that restates two of _base's nodes whole (the carousel and the notices), as an operator
 * may write a node list entry: the editor checks a whole node's props, data and events by its type.
 */
const royalHomeWhole = (): string => {
  const base = JSON.parse(read('screens/_base/screens/home.json')) as { body: unknown[] };
  return `${JSON.stringify({ $schema: '../../../src/generated/editor/screen.patch.json', body: base.body.slice(1, 3) }, null, 2)}\n`;
};

/** `rel`'s text (or `source`) with `from` (found exactly once) replaced by `to`. */
function edited(rel: string, from: string, to: string, source?: string): string {
  const text = source ?? (rel === ROYAL_HOME ? royalHomeWhole() : read(rel));
  expect(text.split(from).length - 1, `"${from}" in ${rel}`).toBe(1);
  return text.replace(from, to);
}

/** The findings the editor shows for `text` at `rel`, as `line: message` (1-based lines, as the editor numbers them). */
async function findings(rel: string, text: string): Promise<string[]> {
  const diagnostics = await diagnosticsOf(service, openDocument(rel, text));
  return diagnostics.map((d) => `${d.range.start.line + 1}: ${d.message}`);
}

const lineOf = (text: string, marker: string): number => text.slice(0, text.indexOf(marker)).split('\n').length;

describe('every shipped document is clean in the editor', () => {
  const docs = shippedDocuments();

  it('covers _base, both brands and hosts.json', () => {
    expect(docs).toEqual(
      expect.arrayContaining(['screens/_base/brand.json', 'screens/royal/brand.json', 'screens/royal/screens/home.json', 'screens/hosts.json']),
    );
    expect(docs.filter((d) => d.startsWith('screens/_base/screens/')).length).toBeGreaterThan(10);
  });

  it.each(docs)('%s', async (rel) => {
    expect(await findings(rel, read(rel))).toEqual([]);
  });
});

describe('the editor flags what lint:config flags, at the line', () => {
  it('a misspelled widget prop in an overlay', async () => {
    const rel = 'screens/royal/screens/home.json';
    const text = edited(rel, '"speed": 1000,', '"sped": 1000,');
    expect(await findings(rel, text)).toEqual([`${lineOf(text, '"sped"')}: Property sped is not allowed.`]);
  });

  it('an unknown action param', async () => {
    const rel = 'screens/royal/screens/home.json';
    const text = edited(rel, '"to": "/m/notice"', '"to": "/m/notice", "replce": true');
    expect(await findings(rel, text)).toEqual([`${lineOf(text, '"replce"')}: Property replce is not allowed.`]);
  });

  it('a data source param the source does not take, and a source the widget does not take', async () => {
    const rel = 'screens/royal/screens/home.json';
    const param = edited(rel, '"groupName": "m_home"', '"groupName": "m_home", "group": 2');
    expect(await findings(rel, param)).toEqual([`${lineOf(param, '"group"')}: Property group is not allowed.`]);
    const source = edited(rel, '"source": "banners",', '"source": "notices",');
    expect(await findings(rel, source)).toEqual([`${lineOf(source, '"notices",')}: Value is not accepted. Valid values: "banners".`]);
  });

  it('an event the widget does not emit', async () => {
    const rel = 'screens/royal/screens/home.json';
    const text = edited(rel, '"tap": [\n          {\n            "action": "openUrl"', '"click": [\n          {\n            "action": "openUrl"');
    expect(await findings(rel, text)).toEqual([`${lineOf(text, '"click"')}: Value is not accepted. Valid values: "tap".`]);
  });

  it('a missing required property in _base, but not in an overlay (a merge patch)', async () => {
    const base = 'screens/_base/brand.json';
    const baseText = edited(base, '"merchantCode": "BASE",', '');
    expect(await findings(base, baseText)).toEqual(['1: Missing property "merchantCode".']);
    const overlay = 'screens/royal/brand.json';
    expect(await findings(overlay, edited(overlay, '"merchantCode": "ROYALPH",', ''))).toEqual([]);
  });

  it('null deletes an optional key of an overlay, but not one the composed brand needs', async () => {
    const rel = 'screens/royal/brand.json';
    expect(await findings(rel, edited(rel, '"REWCEN3": false', '"REWCEN3": null'))).toEqual([]);
    const text = edited(rel, '"radius": "16px"', '"radius": null');
    const got = await findings(rel, text);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatch(new RegExp(`^${lineOf(text, '"radius": null')}: Incorrect type`));
  });

  it('a node list entry names its node by id (an entry without type patches a node of _base)', async () => {
    const rel = ROYAL_HOME;
    expect(await findings(rel, edited(rel, '"type": "bannerCarousel",', ''))).toEqual([]);
    const text = edited(rel, '"id": "home.banners",', '');
    const got = await findings(rel, text);
    expect(got.length).toBeGreaterThan(0);
    expect(got.join('\n')).toMatch(/Missing property "id"/);
    const order = edited(rel, '"id": "home.banners",', '"$order": ["home.notices", "home.banners"], "id": "home.banners",');
    expect(await findings(rel, order)).not.toEqual([]);
  });

  it('the directives of a node list entry: $remove, $after, $before, and an $order entry', async () => {
    const rel = 'screens/royal/screens/home.json';
    const text = read(rel);
    expect(await findings(rel, text)).toEqual([]);
    const bad = text.replace('"$remove": true', '"$remove": false');
    expect((await findings(rel, bad))[0]).toMatch(new RegExp(`^${lineOf(bad, '"$remove": false')}: `));
  });
});

describe('a file without `$schema` is checked through .vscode/settings.json', () => {
  const withoutSchema = (text: string): string => {
    expect(text).toMatch(/"\$schema": "[^"]*",/);
    return text.replace(/"\$schema": "[^"]*",/, '');
  };

  it("maps _base documents to the whole schemas and a brand's files to the merge patch ones", async () => {
    const base = 'screens/_base/brand.json';
    expect(await findings(base, withoutSchema(edited(base, '"merchantCode": "BASE",', '')))).toEqual(['1: Missing property "merchantCode".']);
    const overlay = 'screens/royal/brand.json';
    expect(await findings(overlay, withoutSchema(edited(overlay, '"merchantCode": "ROYALPH",', '')))).toEqual([]);
    const screen = 'screens/royal/screens/home.json';
    const text = withoutSchema(edited(screen, '"speed": 1000,', '"sped": 1000,'));
    expect(await findings(screen, text)).toEqual([`${lineOf(text, '"sped"')}: Property sped is not allowed.`]);
  });
});

describe('completion', () => {
  // The editor offers the keys an object may still take (those already present are left out).
  const labels = async (rel: string, text: string, offset: number): Promise<string[]> =>
    (await completionsAt(service, openDocument(rel, text), offset)).items.map((i) => i.label.replace(/^"|"$/g, '')).sort();

  it("offers exactly a widget's props inside its node's props (overlay and _base)", async () => {
    const rel = 'screens/royal/screens/home.json';
    const text = edited(rel, '"props": {\n        "labelKey": "title_home",', '"props": {\n        "",');
    const inKey = text.indexOf('"",', text.indexOf('"type": "bannerCarousel"')) + 1;
    expect(await labels(rel, text, inKey)).toEqual(['labelKey']);
    const base = 'screens/_base/screens/home.json';
    const baseText = edited(base, '"props": {\n        "pageSize": 10,\n        "debounceMs": 600\n      }', '"props": {}');
    const inProps = baseText.indexOf('"props": {}', baseText.indexOf('"type": "gameSearch"')) + '"props": {'.length;
    expect(await labels(base, baseText, inProps)).toEqual(['debounceMs', 'labelKey', 'pageSize']);
  });

  it("offers a widget's events under `on`, its data sources, and an action's params", async () => {
    const rel = 'screens/royal/screens/home.json';
    const on = edited(
      rel,
      '"on": {\n        "tap": [\n          {\n            "action": "openUrl"',
      '"on": {\n        "": [\n          {\n            "action": "openUrl"',
    );
    expect(await labels(rel, on, on.indexOf('"": [') + 1)).toEqual(['tap']);
    const text = royalHomeWhole();
    const source = text.indexOf('"banners"') + 1;
    expect(await labels(rel, text, source)).toEqual(['banners']);
    const params = text.indexOf('"params": {', text.indexOf('"action": "navigate"')) + '"params": {'.length;
    expect(await labels(rel, text, params)).toEqual(['replace', 'requiresSession']);
  });
});
