import { afterAll, describe, expect, it } from 'vitest';
import { lintConfig, type Finding } from '../../../tools/lint/index.ts';
import { loadCatalog } from '../../../tools/lint/catalog.ts';
import { byRule, cleanupCopies, copyScreens, errors, fileOf, positionOf, readJson, replaceIn, writeJson } from './helpers.ts';

afterAll(cleanupCopies);

type Edit = (dir: string) => void;

/** Lints a copy of the fixture after `edit`; returns the findings and the copy's folder. */
async function lintEdited(edit: Edit): Promise<{ dir: string; findings: Finding[] }> {
  const dir = copyScreens();
  edit(dir);
  return { dir, findings: await lintConfig(dir) };
}

/** The one finding of `rule`, checked to sit at `needle` in `rel`. */
function single(findings: Finding[], rule: string, dir: string, rel: string, needle: string, within = needle): Finding {
  const hits = byRule(findings, rule);
  expect(hits, JSON.stringify(findings, null, 1)).toHaveLength(1);
  expect(hits[0]).toMatchObject({ file: fileOf(dir, rel), ...positionOf(dir, rel, needle, within) });
  return hits[0];
}

const HOME = '_base/screens/home.json';
const BRAND = '_base/brand.json';

describe('(1) JSON syntax', () => {
  it('reports a trailing comma once, at its position', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, 'beta/locales/en.json', '"Beta home"', '"Beta home",'));
    const f = single(findings, 'json-syntax', dir, 'beta/locales/en.json', '}');
    expect(f.message).toMatch(/trailing comma/);
  });

  it('reports a key written twice in one object', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, 'beta/brand.json', '"name": "Beta",', '"name": "Beta", "name": "Beta 2",'));
    expect(single(findings, 'json-duplicate-key', dir, 'beta/brand.json', '"name": "Beta 2"').pointer).toBe('/name');
  });
});

describe('(2) schemas', () => {
  it('maps an error in a composed brand to the overlay file that set the value', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, 'beta/brand.json', '"encryption": "legacy"', '"encryption": "legasy"'));
    const f = single(findings, 'schema', dir, 'beta/brand.json', '"legasy"');
    expect(f).toMatchObject({ pointer: '/api/encryption', suggestion: 'legacy' });
    expect(f.expected).toContain('"modern"');
  });

  it('maps an inherited value to _base, once for all brands', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, BRAND, '"timeoutMs": 15000', '"timeoutMs": "15s"'));
    const f = single(findings, 'schema', dir, BRAND, '"15s"');
    expect(f).toMatchObject({ pointer: '/api/timeoutMs', expected: 'a whole number', found: '"15s"' });
  });

  it('points an unknown property at its key, with the known properties', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, 'beta/screens/home.json', '"titleKey"', '"titelKey"'));
    const f = single(findings, 'schema', dir, 'beta/screens/home.json', '"titelKey"');
    expect(f).toMatchObject({ pointer: '/chrome/titelKey', suggestion: 'titleKey' });
  });

  it('refuses a brand switching on a whitelabel flag: a brand can only narrow what the platform offers', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, 'beta/brand.json', '"REWCEN3": false', '"REWCEN3": true'));
    const f = single(findings, 'schema', dir, 'beta/brand.json', 'true');
    expect(f).toMatchObject({ pointer: '/whitelabel/REWCEN3', found: 'boolean true' });
    expect(f.expected).toContain('false');
  });

  it('checks locales and hosts.json against their schemas', async () => {
    const { dir, findings } = await lintEdited((d) => {
      replaceIn(d, '_base/locales/cn.json', '"Home (cn)"', '42');
      replaceIn(d, 'hosts.json', '"default": "alpha",', '');
    });
    const schema = byRule(findings, 'schema');
    expect(schema.find((f) => f.file === fileOf(dir, '_base/locales/cn.json'))).toMatchObject({ pointer: '/home', expected: 'a string' });
    expect(schema.find((f) => f.file === fileOf(dir, 'hosts.json'))?.message).toContain('missing required property "default"');
  });

  it('explains an unknown condition operator without listing every failed branch', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, BRAND, '{ "var": "flags.REWCEN3" }', '{ "xor": [1, 2] }'));
    const f = single(findings, 'schema', dir, BRAND, '{ "xor"');
    expect(f.expected).toContain('{"and": ...}');
  });
});

describe('(2) nested conditions', () => {
  it('reports only the real problem inside nested alternatives', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, BRAND, '{ "var": "session.loggedIn" }', '{ "var": 3 }'));
    const f = single(findings, 'schema', dir, BRAND, '3 }');
    expect(f).toMatchObject({ pointer: '/chrome/header/0/when/!/var', expected: 'a string', found: 'number 3' });
  });
});

describe('(3, 4) widgets and props', () => {
  it('flags an unknown widget type with a case-insensitive did-you-mean', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, HOME, '"type": "noData"', '"type": "nodata"'));
    expect(single(findings, 'unknown-widget', dir, HOME, '"nodata"')).toMatchObject({ pointer: '/body/1/type', suggestion: 'noData' });
  });

  it('checks props against the widget schema, through nested slots', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, HOME, '"variant": "title"', '"variant": "titel"'));
    const f = single(findings, 'widget-props', dir, HOME, '"titel"');
    expect(f).toMatchObject({ pointer: '/body/0/slots/children/0/props/variant', suggestion: 'title' });
    expect(f.message).toContain('text "home.title"');
  });

  it("pairs a tab panel's tabs with its slots: a tab without its slot, a slot no tab names", async () => {
    const ABOUT = '_base/screens/about.json';
    const tabs = {
      id: 'about.tabs',
      type: 'tabPanels',
      props: {
        tabs: [
          { id: 'rules', labelKey: 'notice' },
          { id: 'faq', labelKey: 'notice' },
        ],
      },
      slots: { rules: [{ id: 'about.rules', type: 'text', props: { textKey: 'notice' } }], faqs: [] },
    };
    const { dir, findings } = await lintEdited((d) => {
      const about = readJson<{ body: unknown[] }>(d, ABOUT);
      writeJson(d, ABOUT, { ...about, body: [tabs] });
    });
    const missing = byRule(findings, 'tab-without-slot');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ pointer: '/body/0/props/tabs/1/id', suggestion: 'faqs', severity: 'error' });
    expect(missing[0].message).toContain('tab "faq" of tabPanels "about.tabs"');
    const stray = byRule(findings, 'slot-without-tab');
    expect(stray).toHaveLength(1);
    expect(stray[0]).toMatchObject({ pointer: '/body/0/slots/faqs', suggestion: 'faq' });
    expect(fileOf(dir, ABOUT)).toBe(stray[0].file);
  });

  it('reports missing required props at the node', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, '_base/screens/about.json', '"props": { "textKey": "notice" }', '"props": {}'));
    expect(single(findings, 'widget-props', dir, '_base/screens/about.json', '{}').message).toContain('missing required property "textKey"');
  });
});

describe('(5) actions', () => {
  it('flags unknown actions and bad params, and accepts {"var"} params', async () => {
    const { dir, findings } = await lintEdited((d) => {
      replaceIn(d, BRAND, '"action": "closePanel"', '"action": "closePanal"');
      replaceIn(d, BRAND, '"params": { "to": "/m/home" }', '"params": { "to": "home" }');
    });
    expect(single(findings, 'unknown-action', dir, BRAND, '"closePanal"').suggestion).toBe('closePanel');
    expect(single(findings, 'action-params', dir, BRAND, '"home"', '"to": "home"').pointer).toBe('/chrome/bottomBar/0/on/tap/0/params/to');
    expect(errors(findings)).toHaveLength(2); // navigate to {"var": "event.url"} in home.json is fine
  });

  it('checks var paths in params and the when of a call', async () => {
    const { dir, findings } = await lintEdited((d) => {
      replaceIn(d, HOME, '{ "var": "event.url" }', '{ "var": "sesion.userName" }');
      replaceIn(d, HOME, '"when": { "var": "event.item.enabled" }', '"when": { "var": "device.iOS" }');
    });
    const vars = byRule(findings, 'unknown-variable');
    expect(vars.map((f) => f.suggestion).sort()).toEqual(['device.os', 'session.userName']);
    expect(vars.find((f) => f.suggestion === 'device.os')).toMatchObject(positionOf(dir, HOME, '"device.iOS"'));
  });
});

describe('(6) data sources', () => {
  it('flags unknown data sources and params the source does not take', async () => {
    const catalog = loadCatalog();
    const source = [...catalog.dataSources].sort()[0];
    const type = [...catalog.contracts].find(([, c]) => c.data.includes(source))?.[0];
    const { dir, findings } = await lintEdited((d) => {
      const home = readJson<{ body: Record<string, unknown>[] }>(d, HOME);
      home.body.push({ id: 'home.data1', type, data: { source: source.slice(0, -1) } });
      home.body.push({ id: 'home.data2', type, data: { source, params: { zzUnknown: 1, other: { var: 'route.query.x' } } } });
      writeJson(d, HOME, home);
    });
    expect(single(findings, 'unknown-data-source', dir, HOME, `"${source.slice(0, -1)}"`).suggestion).toBe(source);
    expect(byRule(findings, 'data-params').find((f) => f.pointer === '/body/3/data/params/zzUnknown')).toBeDefined();
  });

  it('flags a data source the widget does not take, naming the ones it accepts', async () => {
    const { dir, findings } = await lintEdited((d) => {
      const home = readJson<{ body: Record<string, unknown>[] }>(d, HOME);
      home.body.push({ id: 'home.winnersBanner', type: 'bannerList', data: { source: 'winners' } });
      home.body.push({ id: 'home.plain', type: 'noData', data: { source: 'banners', params: { groupName: 'm_home' } } });
      writeJson(d, HOME, home);
    });
    const hits = byRule(findings, 'data-source-not-accepted');
    expect(hits.map((f) => f.pointer)).toEqual(['/body/2/data/source', '/body/3/data/source']);
    expect(hits[0]).toMatchObject({ file: fileOf(dir, HOME), ...positionOf(dir, HOME, '"winners"'), expected: 'a data source the widget accepts: "banners"' });
    expect(hits[1].expected).toBe('no data binding (this widget takes no data source)');
  });
});

describe('(6b) events', () => {
  it('flags an `on` event the widget does not emit, at the key, with the events it does', async () => {
    const { dir, findings } = await lintEdited((d) => {
      const home = readJson<{ body: Record<string, unknown>[] }>(d, HOME);
      home.body.push({ id: 'home.tapMe', type: 'button', props: { labelKey: 'login' }, on: { tapp: [{ action: 'back' }] } });
      writeJson(d, HOME, home);
    });
    const hit = single(findings, 'unknown-event', dir, HOME, '"tapp"');
    expect(hit).toMatchObject({ pointer: '/body/2/on/tapp', expected: 'an event of the widget: "tap"', suggestion: 'tap' });
  });
});

describe('(7) condition variables', () => {
  it('walks and/or/!/==/in and suggests the closest property', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, HOME, '"session.kind"', '"session.knd"'));
    expect(single(findings, 'unknown-variable', dir, HOME, '"session.knd"')).toMatchObject({
      pointer: '/body/0/when/and/0/==/0/var',
      suggestion: 'session.kind',
    });
  });

  it('accepts any route.query name and anything under event/item, but nothing below a leaf', async () => {
    const { dir, findings } = await lintEdited((d) => {
      replaceIn(d, HOME, '"route.query.tab"', '"route.query.tab.x"');
      replaceIn(d, BRAND, '"flags.REWCEN3"', '"flags.REWCEN"');
    });
    const vars = byRule(findings, 'unknown-variable');
    expect(vars).toHaveLength(2);
    expect(vars.find((f) => f.file === fileOf(dir, BRAND))).toMatchObject({ ...positionOf(dir, BRAND, '"flags.REWCEN"'), suggestion: 'flags.REWCEN3' });
    expect(vars.find((f) => f.file === fileOf(dir, HOME))?.message).toContain('has no fields');
  });
});

describe('(7) event outside actions', () => {
  it('warns when a node condition reads event (only set while actions run)', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, HOME, '"route.query.tab"', '"event.tab"'));
    expect(single(findings, 'event-outside-action', dir, HOME, '"event.tab"').severity).toBe('warning');
  });
});

describe('(8) duplicate ids', () => {
  it('finds a duplicate inside nested slots of a screen', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, HOME, '"id": "home.go"', '"id": "home.main"'));
    const f = single(findings, 'duplicate-id', dir, HOME, '"home.main", "type": "button"');
    expect(f.pointer).toBe('/body/0/slots/children/1/id');
  });

  it('finds a duplicate across chrome areas', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, BRAND, '"id": "popup.notice"', '"id": "header.login"'));
    expect(single(findings, 'duplicate-id', dir, BRAND, '"header.login", "type": "text"').message).toContain('the brand chrome');
  });
});

describe('(9) i18n', () => {
  it('reports a key missing in one supported language at the place that uses it', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, 'beta/locales/ty.json', '"beta_home": "Beta tahanan"', '"other": "x"'));
    const hits = byRule(findings, 'i18n-missing-key');
    expect(hits).toHaveLength(2); // chrome.titleKey and the text node of beta's home overlay
    expect(hits[0]).toMatchObject({ file: fileOf(dir, 'beta/screens/home.json'), ...positionOf(dir, 'beta/screens/home.json', '"beta_home"') });
    expect(hits[0].message).toBe('i18n key "beta_home" has no TY translation (brand beta)');
    expect(byRule(findings, 'i18n-key-sets')).toHaveLength(2); // en lacks "other", ty lacks "beta_home"
  });

  it('suggests a close key when a key exists in no language, naming every brand', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, BRAND, '"labelKey": "about"', '"labelKey": "abuot"'));
    const f = single(findings, 'i18n-missing-key', dir, BRAND, '"abuot"');
    expect(f).toMatchObject({ suggestion: 'about', message: 'i18n key "abuot" has no translation in any language (brands _base, alpha, beta)' });
  });

  it('needs a locale file for each supported language', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, 'beta/brand.json', '["TY", "EN"]', '["TY", "EN", "JA"]'));
    expect(single(findings, 'i18n-missing-locale', dir, 'beta/brand.json', '"JA"').message).toContain('JA');
  });
});

describe('(10) routing', () => {
  it('flags a screen no route reaches and a routing name that is not a screen', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, BRAND, '"regionScreen": "region"', '"regionScreen": "regon"'));
    expect(single(findings, 'unknown-screen', dir, BRAND, '"regon"').suggestion).toBe('region');
    expect(single(findings, 'unreachable-screen', dir, '_base/screens/region.json', '[]').pointer).toBe('/paths');
  });

  it('flags a popup name that chrome.popups does not declare', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, BRAND, '"popup": "popup.notice"', '"popup": "popup.notise"'));
    expect(single(findings, 'unknown-popup', dir, BRAND, '"popup.notise"').suggestion).toBe('popup.notice');
  });

  it('flags a kept header node (chrome.headerKeep) that the header does not have', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, BRAND, '"headerKeep": ["header.login"]', '"headerKeep": ["header.logn"]'));
    expect(single(findings, 'unknown-header-node', dir, BRAND, '"header.logn"').suggestion).toBe('header.login');
  });

  it('flags an interruption order (chrome.interruptions.order) naming no interrupting node', async () => {
    const { dir, findings } = await lintEdited((d) =>
      replaceIn(d, BRAND, '"headerKeep": ["header.login"],', '"headerKeep": ["header.login"], "interruptions": { "order": ["home.rebate"] },'),
    );
    const finding = single(findings, 'unknown-interruption-node', dir, BRAND, '"home.rebate"');
    expect(finding.severity).toBe('warning');
    expect(finding.expected).toBe('the id of an interrupting node (there are none)');
  });
});

describe('include nodes', () => {
  const POPUP = '{ "id": "popup.notice", "type": "text", "props": { "textKey": "notice" } }';
  const include = (screen: string, id: string) => `{ "id": "popup.notice", "type": "include", "props": { "screen": "${screen}", "nodes": ["${id}"] } }`;

  it('flags a screen the brand does not have, and a node id that screen does not have', async () => {
    const a = await lintEdited((d) => replaceIn(d, BRAND, POPUP, include('abuot', 'about.text')));
    expect(single(a.findings, 'unknown-screen', a.dir, BRAND, '"abuot"')).toMatchObject({ pointer: '/chrome/popups/0/props/screen', suggestion: 'about' });
    const b = await lintEdited((d) => replaceIn(d, BRAND, POPUP, include('about', 'about.txt')));
    expect(single(b.findings, 'unknown-node', b.dir, BRAND, '"about.txt"')).toMatchObject({
      pointer: '/chrome/popups/0/props/nodes/0',
      suggestion: 'about.text',
    });
    expect(errors(b.findings).map((f) => f.rule)).toEqual(['unknown-node']);
  });

  it('refuses to include a node that holds an include (no chains)', async () => {
    const { dir, findings } = await lintEdited((d) => {
      replaceIn(
        d,
        '_base/screens/about.json',
        '{ "id": "about.text", "type": "text", "props": { "textKey": "notice" } }',
        '{ "id": "about.text", "type": "stack", "slots": { "children": [{ "id": "about.more", "type": "include", "props": { "screen": "home", "nodes": ["home.empty"] } }] } }',
      );
      replaceIn(d, BRAND, POPUP, include('about', 'about.text'));
    });
    expect(single(findings, 'nested-include', dir, BRAND, '"about.text"').message).toContain('"about.more"');
  });
});

describe('cross references in action params', () => {
  it('checks refresh sources against the data catalog and setLanguage against the brand languages', async () => {
    const source = [...loadCatalog().dataSources].sort()[0];
    const { dir, findings } = await lintEdited((d) =>
      replaceIn(
        d,
        '_base/screens/about.json',
        '"props": { "textKey": "notice" }',
        `"props": { "textKey": "notice" }, "on": { "tap": [{ "action": "refresh", "params": { "source": "${source}x" } }, { "action": "setLanguage", "params": { "language": "CN" } }] }`,
      ),
    );
    const rel = '_base/screens/about.json';
    expect(single(findings, 'unknown-data-source', dir, rel, `"${source}x"`).suggestion).toBe(source);
    const lang = single(findings, 'unknown-language', dir, rel, '"CN"');
    expect(lang.message).toContain('(brand beta)'); // beta supports TY and EN only
  });
});

describe('(11) hosts.json', () => {
  it('flags a brand that does not exist', async () => {
    const { dir, findings } = await lintEdited((d) => replaceIn(d, 'hosts.json', '"beta.localhost": "beta"', '"beta.localhost": "betta"'));
    expect(single(findings, 'unknown-brand', dir, 'hosts.json', '"betta"')).toMatchObject({ pointer: '/hosts/beta.localhost', suggestion: 'beta' });
  });
});
