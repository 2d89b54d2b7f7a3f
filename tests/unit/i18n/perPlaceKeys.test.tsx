import { join } from 'node:path';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { composeBrand } from '../../../src/core/brand/compose.ts';
import type { BrandBundle } from '../../../src/generated/brand-bundle.ts';
import { readDocumentSet } from '../../../tools/brands/loadDocuments.ts';
import { renderApp, SCREENS_DIR } from '../../support/renderApp.tsx';
import { renderForm } from '../forms/helpers.ts';
import { bundleOf, loaded } from '../shell/helpers.ts';

/**
 * The login places (the header button, the login tab, the login form's submit) each read a key of their own,
 * whose text defaults to the shared `login` ("$t(login)" in _base's locales), so a brand rewords one place alone.
 */
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** The labels of the three login places in a language: header (on the home), tab and submit (on /m/login). */
async function loginLabels(bundle: BrandBundle, language: string): Promise<{ header: string; tab: string; submit: string; registerTab: string }> {
  const home = await renderApp({ bundle, language, path: '/m/home' });
  const header = (await loaded(home.getByTestId('topbar'))).querySelector('[data-testid="header.login"]')?.textContent ?? '';
  cleanup();
  const login = await renderForm('/m/login', { bundle, language });
  const tab = login.getByTestId('login.tabMenu.login').textContent ?? '';
  const registerTab = login.getByTestId('login.tabMenu.register').textContent ?? '';
  const submit = login.getByTestId('login.form').querySelector('.form-submit')?.textContent ?? '';
  cleanup();
  return { header, tab, submit, registerTab };
}

describe('per-place text keys', () => {
  it('each login place names its own key in the documents', () => {
    const b = bundleOf('lucky');
    const json = JSON.stringify(b);
    expect(json).toContain('"labelKey":"header_login"');
    expect(json).toContain('"labelKey":"login_tab"');
    expect(json).toContain('"submitLabelKey":"login_submit"');
    expect(b.locales.EN).toMatchObject({ header_login: '$t(login)', login_tab: '$t(login)', login_submit: '$t(login)', register_tab: '$t(register)' });
  });

  it('falls back to the shared login text in every place', async () => {
    expect(await loginLabels(bundleOf('lucky'), 'EN')).toEqual({ header: 'Login', tab: 'Login', submit: 'Login', registerTab: 'Register' });
    expect(await loginLabels(bundleOf('lucky'), 'TY')).toEqual({ header: 'Mag-login', tab: 'Mag-login', submit: 'Mag-login', registerTab: 'Mag-register' });
  });

  it('a place worded on its own changes only that place', async () => {
    const b = bundleOf('lucky');
    (b.locales.EN as Record<string, string>).login_tab = 'Sign in';
    expect(await loginLabels(b, 'EN')).toEqual({ header: 'Login', tab: 'Sign in', submit: 'Login', registerTab: 'Register' });
  });

  it('a brand overlay of one line (locales/ty.json: login_submit) relabels the Tagalog login button alone', async () => {
    // The fixture is what an operator writes: screens/lucky/locales/ty.json with just that key.
    const overlay = readDocumentSet(join(SCREENS_DIR, 'lucky'));
    const fixture = readDocumentSet(join(import.meta.dirname, 'fixtures', 'relabelLogin'));
    for (const [rel, doc] of fixture) overlay.set(rel, doc);
    const relabelled = composeBrand(readDocumentSet(join(SCREENS_DIR, '_base')), overlay);
    const before = bundleOf('lucky');
    // The composed documents differ in that one Tagalog text and nothing else.
    expect({ ...relabelled, locales: { ...relabelled.locales, TY: { ...relabelled.locales.TY, login_submit: '$t(login)' } } }).toEqual(before);
    expect(await loginLabels(relabelled, 'TY')).toEqual({ header: 'Mag-login', tab: 'Mag-login', submit: 'Pumasok', registerTab: 'Mag-register' });
    expect(await loginLabels(relabelled, 'EN')).toEqual({ header: 'Login', tab: 'Login', submit: 'Login', registerTab: 'Register' });
  });
});
