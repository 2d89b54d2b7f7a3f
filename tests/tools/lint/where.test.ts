import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintConfig } from '../../../tools/lint/index.ts';
import { runWhere } from '../../../tools/lint/where/run.ts';
import { byRule, cleanupCopies, copyScreens, errors, fileOf, replaceIn } from './helpers.ts';

/** `lint:config -- --where <query>` over the repository's own documents (what an operator runs). */
const SCREENS = join(import.meta.dirname, '..', '..', '..', 'screens');
const RELABEL = join(import.meta.dirname, '..', '..', 'unit', 'i18n', 'fixtures', 'relabelLogin');

async function where(query: string, dir = SCREENS): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await runWhere(query, dir, (l) => lines.push(l));
  return { code, out: lines.join('\n') };
}

afterAll(cleanupCopies);

describe('--where <key>', () => {
  it('lists the per-place keys that default to a shared key, with each place (file, pointer, screen, node)', async () => {
    const { code, out } = await where('login');
    expect(code).toBe(0);
    expect(out).toMatch(/^i18n key "login":\n {2}text: .*EN "Login".*TY "Mag-login"/);
    expect(out).toContain('default of 4 per-place keys');
    for (const k of ['login_tab', 'login_submit', 'header_login', 'popup_login']) expect(out).toContain(`"${k}" = "$t(login)" in screens/_base/locales/`);
    expect(out).toMatch(/screens\/_base\/screens\/login\.json:\d+:\d+ {2}\/body\/\d+\/props\/submitLabelKey {2}screen login \(\/m\/login\), node login\.form/);
    expect(out).toMatch(
      /screens\/_base\/screens\/login\.json:\d+:\d+ {2}\/body\/0\/slots\/children\/0\/props\/labelKey {2}screen login \(\/m\/login\), node login\.tabMenu\.login/,
    );
    expect(out).toMatch(
      /screens\/_base\/brand\.json:\d+:\d+ {2}\/chrome\/header\/\d+\/slots\/children\/\d+\/props\/labelKey {2}chrome header: .*, node header\.login/,
    );
  });

  it('says what a per-place key defaults to and where it is used', async () => {
    const { out } = await where('login_submit');
    expect(out).toContain('defaults to EN: the shared key "login"');
    expect(out).toMatch(/used directly in 1 place:\n {4}screens\/_base\/screens\/login\.json:\d+:\d+ {2}\/body\/\d+\/props\/submitLabelKey/);
  });

  it('shows a brand that words a place on its own, and the one-line overlay lints clean', async () => {
    const dir = copyScreens(SCREENS);
    cpSync(RELABEL, join(dir, 'lucky'), { recursive: true });
    const { out } = await where('login', dir);
    expect(out).toContain(`worded on its own: TY "Pumasok" (${fileOf(dir, 'lucky/locales/ty.json')})  [lucky]`);
    expect(errors(await lintConfig(dir))).toEqual([]);
  });
});

describe('--where <node id>', () => {
  it('says which block a node is: screen, route, slot, widget, what it draws and where it is written', async () => {
    const { code, out } = await where('home.hotRow');
    expect(code).toBe(0);
    expect(out).toContain('screen home (/, /m, /m/, /m/home');
    expect(out).toContain('in slot "home" of home.categories (categoryMenu)');
    expect(out).toContain('widget gameRow: A titled block of game tiles from its data source');
    expect(out).toContain('text: titleKey "hot_games_tab" = "Hot games"');
    expect(out).toContain('data: hotGames');
    expect(out).toMatch(/in _base: {3}screens\/_base\/screens\/home\.json:\d+:\d+ {2}\/body\/\d+\/slots\/home\/\d+/);
  });

  it('names a chrome node by its area', async () => {
    const { out } = await where('header.login');
    expect(out).toMatch(/chrome header: the top bar of every screen that shows it, in slot "children" of header\.guest \(stack\)/);
    expect(out).toContain('text: labelKey "header_login" = "Login"');
    expect(out).toContain('widget button: A button (at least 44x44 px) that emits `tap`.');
  });
});

describe('--where <text>', () => {
  it('finds the keys and nodes that show a text as it reads on screen', async () => {
    const { code, out } = await where('Hot games');
    expect(code).toBe(0);
    expect(out).toMatch(/^"Hot games" is the text of \d+ keys: .*hot_games_tab \(EN\)/);
    expect(out).toMatch(/\/body\/\d+\/slots\/home\/\d+\/props\/titleKey {2}screen home .*, node home\.hotRow/);
    expect(out).not.toMatch(/node home\.hotGames/);
    // The block under it continues the list under a title of its own.
    expect((await where('More hot games')).out).toMatch(/node home\.hotGames/);
  });

  it('matches the texts of every language', async () => {
    expect((await where('mag-login')).out).toMatch(/is the text of \d+ keys: login \(TY\)/);
  });

  it('answers 1 with a did-you-mean when nothing matches', async () => {
    const { code, out } = await where('home.hotRwo');
    expect(code).toBe(1);
    expect(out).toContain('Did you mean "home.hotRow"?');
  });
});

describe('per-place defaults in the locales', () => {
  it('reports a default that names no key, with a did-you-mean, at the locale line', async () => {
    const dir = copyScreens(SCREENS);
    replaceIn(dir, '_base/locales/ty.json', '"login_submit": "$t(login)"', '"login_submit": "$t(logn)"');
    const [f] = byRule(await lintConfig(dir), 'i18n-default-missing');
    expect(f).toMatchObject({ file: fileOf(dir, '_base/locales/ty.json'), pointer: '/login_submit', suggestion: 'login' });
    expect(f.message).toContain('"login_submit" defaults to "logn", which has no TY text');
  });

  it('reports a chain of defaults that comes back to itself', async () => {
    const dir = copyScreens(SCREENS);
    replaceIn(dir, '_base/locales/en.json', '"login": "Login"', '"login": "$t(login_tab)"');
    expect(byRule(await lintConfig(dir), 'i18n-default-cycle').length).toBeGreaterThan(0);
  });
});
