import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorCallName } from '../../../src/generated/api/operatorCalls.ts';
import { OpsError, isSessionLost } from '../../../src/studio/api/opsError.ts';
import { StudioApp } from '../../../src/studio/app/StudioApp.tsx';
import type { StudioApi } from '../../../src/studio/app/studioApi.ts';
import { saveLocalDraft } from '../../../src/studio/draft/index.ts';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const session = {
  id: 1,
  username: 'operator',
  roles: [{ brand: '*', role: 'admin' as const }],
  csrfToken: 't',
  mustChangePassword: false,
  totp: false,
  idleExpiresAt: 0,
  expiresAt: 0,
};
const baseFiles = {
  'brand.json': { schemaVersion: 2, id: '_base', languages: { default: 'EN', supported: ['EN'] } },
  'screens/home.json': {
    schemaVersion: 2,
    id: 'home',
    paths: ['/m/home'],
    chrome: { topBar: true, bottomBar: true },
    body: [
      { id: 'home.banners', type: 'bannerCarousel', props: { speed: 1000 } },
      { id: 'home.notices', type: 'noticeMarquee' },
    ],
  },
};
const texts = (files: Record<string, unknown>) => Object.fromEntries(Object.entries(files).map(([k, v]) => [k, JSON.stringify(v)]));
const speedError = {
  file: 'screens/_base/screens/home.json',
  line: 1,
  col: 1,
  pointer: '/body/0/props/speed',
  severity: 'error' as const,
  rule: 'schema',
  message: 'speed must be at least 100',
  expected: '>= 100',
  found: '5',
};

/** A fake of the operator calls; `lostOnce` makes the first call of that name answer "session ended". */
function fakeApi(lostOnce: OperatorCallName | null, checkErrors: unknown[] = []) {
  const calls: string[] = [];
  let lost = lostOnce;
  const answers: Partial<Record<OperatorCallName, unknown>> = {
    operatorSession: session,
    operatorLogin: session,
    brandList: { brands: [{ id: 'royal', name: 'Royal PH', merchantCode: 'R', published: 3, latest: 3, hosts: [], isDefault: false, updatedAt: 0 }] },
    studioSetup: { base: { files: texts(baseFiles), hash: 'h' }, documentVersion: 2, demoSessions: [], previewLinks: false },
    brandRevision: {
      revision: { brand: 'royal', number: 3, parent: 2, author: 'a', createdAt: 0, message: '', hash: 'x', schemaVersion: 2 },
      published: 3,
      files: { 'brand.json': JSON.stringify({ schemaVersion: 2, id: 'royal' }) },
    },
    brandCheck: { errors: checkErrors, warnings: [], lines: [], files: {} },
  };
  const api: StudioApi = {
    call: (async (name: OperatorCallName) => {
      calls.push(name);
      if (name === lost) {
        lost = null;
        throw new OpsError(401, 'operator.session.expired', 'Your session ended.');
      }
      if (!(name in answers)) throw new OpsError(500, 'server', `no fake for ${name}`);
      return structuredClone(answers[name]);
    }) as StudioApi['call'],
    isSessionLost,
  };
  return { api, calls };
}

describe('the studio shell', () => {
  it('asks to sign in again in place when the session ended, then retries the call', async () => {
    const { api, calls } = fakeApi('brandList');
    render(<StudioApp api={api} session={session} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your session ended: sign in again' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c === 'brandList')).toHaveLength(2);
    expect(calls).toContain('operatorLogin');
    await screen.findByRole('tree', { name: 'Screen nodes' });
    expect((screen.getByRole('combobox', { name: 'Brand' }) as HTMLSelectElement).value).toBe('royal');
  });

  it('has the landmarks, the preview named by brand and size, and the pickers by name', async () => {
    const { api } = fakeApi(null);
    render(<StudioApp api={api} session={session} />);
    await screen.findByRole('tree', { name: 'Screen nodes' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Brand documents' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Live preview' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to the editor' })).toBeTruthy();
    for (const name of ['Brand', 'Language', 'Session', 'Route', 'Device size']) expect(screen.getByRole('combobox', { name })).toBeTruthy();
    expect(await screen.findByTitle('Preview of royal at 390 by 844')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Device size' }), { target: { value: '430x932' } });
    expect(screen.getByTitle('Preview of royal at 430 by 932')).toBeTruthy();
  });

  it("shows the live check's errors on the node and in the header", async () => {
    const { api } = fakeApi(null, [speedError]);
    render(<StudioApp api={api} session={session} />);
    await screen.findByRole('tree', { name: 'Screen nodes' });
    await waitFor(() => expect(screen.getByText(/1 error, 0 warnings/)).toBeTruthy(), { timeout: 3000 });
    const item = screen.getByRole('treeitem', { name: 'bannerCarousel home.banners' });
    expect(item.querySelector('[data-badge="1 error"]')).not.toBeNull();
  });

  it('offers a draft kept in this browser, and resuming it keeps it saved locally', async () => {
    saveLocalDraft(
      { brand: 'royal', parent: 3, files: { 'screens/home.json': { schemaVersion: 2, body: [{ $order: ['home.notices', 'home.banners'] }] } } },
      Date.UTC(2025, 0, 2, 10, 30),
    );
    const { api } = fakeApi(null);
    render(<StudioApp api={api} session={session} />);
    const offer = await screen.findByRole('region', { name: /Resume your unsaved draft from/ });
    fireEvent.click(within(offer).getByRole('button', { name: 'Resume draft' }));
    await waitFor(() => expect(screen.getByText('Draft saved locally')).toBeTruthy());
    expect(screen.getByRole('treeitem', { name: 'noticeMarquee home.notices' }).getAttribute('aria-posinset')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('treeitem', { name: 'bannerCarousel home.banners' }).getAttribute('aria-posinset')).toBe('1');
  });
});

vi.setConfig({ testTimeout: 30_000 });
