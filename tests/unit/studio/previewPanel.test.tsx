import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUDIO_CHANNEL } from '../../../src/core/studio/previewProtocol.ts';
import type { OperatorCallName } from '../../../src/generated/api/operatorCalls.ts';
import { isSessionLost } from '../../../src/studio/api/opsError.ts';
import { StudioApp } from '../../../src/studio/app/StudioApp.tsx';
import type { StudioApi } from '../../../src/studio/app/studioApi.ts';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  // happy-dom does not load iframe pages: its complaint about it is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

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
const base = {
  'brand.json': { schemaVersion: 2, id: '_base', languages: { default: 'EN', supported: ['EN', 'TY'] } },
  'screens/home.json': {
    schemaVersion: 2,
    id: 'home',
    paths: ['/m/home'],
    chrome: { topBar: true, bottomBar: true },
    body: [
      { id: 'home.banners', type: 'bannerCarousel' },
      { id: 'home.notices', type: 'noticeMarquee' },
    ],
  },
};
const answers: Partial<Record<OperatorCallName, unknown>> = {
  brandList: { brands: [{ id: 'royal', name: 'Royal PH', merchantCode: 'R', published: 3, latest: 3, hosts: [], isDefault: false, updatedAt: 0 }] },
  studioSetup: {
    base: { files: Object.fromEntries(Object.entries(base).map(([k, v]) => [k, JSON.stringify(v)])), hash: 'h' },
    documentVersion: 2,
    demoSessions: ['member'],
    previewLinks: false,
  },
  brandRevision: {
    revision: { brand: 'royal', number: 3, parent: 2, author: 'a', createdAt: 0, message: '', hash: 'x', schemaVersion: 2 },
    published: 3,
    files: {},
  },
  brandCheck: { errors: [], warnings: [], lines: [], files: {} },
  previewSession: { token: 'player-token', username: 'demo', memberType: 1, merchantCode: 'R' },
};
const api: StudioApi = { call: (async (name: OperatorCallName) => structuredClone(answers[name])) as StudioApi['call'], isSessionLost };

async function openPreview() {
  render(<StudioApp api={api} session={session} />);
  await screen.findByRole('tree', { name: 'Screen nodes' });
  const frame = (await screen.findByTitle('Preview of royal at 390 by 844')) as HTMLIFrameElement;
  // happy-dom loads no iframe page (and gives it no window): a stand-in window records what the studio posts.
  const posted: { type: string; [k: string]: unknown }[] = [];
  const win = { postMessage: (message: { type: string }) => posted.push(message) };
  Object.defineProperty(frame, 'contentWindow', { value: win, configurable: true });
  const say = (data: Record<string, unknown>) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, source: win as never, data: { channel: STUDIO_CHANNEL, ...data } }));
    });
  return { frame, posted, say };
}

describe('the preview panel', () => {
  it('waits for ready, then sends the language, pick mode, session and the composed draft', async () => {
    const { posted, say } = await openPreview();
    expect(posted).toHaveLength(0);
    say({ type: 'ready', brand: 'royal', path: '/m/home' });
    const draft = posted.find((m) => m.type === 'draft') as { seq: number; bundle: { screens: { id: string }[] } } | undefined;
    expect(draft?.bundle.screens.map((s) => s.id)).toEqual(['home']);
    expect(posted.some((m) => m.type === 'language' && m.language === 'EN')).toBe(true);
    expect(posted.some((m) => m.type === 'session' && m.token === null)).toBe(true);
    // A member session gets a demo token from previewSession and posts it.
    fireEvent.change(screen.getByRole('combobox', { name: 'Session' }), { target: { value: 'member' } });
    await waitFor(() => expect(posted.some((m) => m.type === 'session' && m.token === 'player-token')).toBe(true));
    // An edit reaches the preview as a new draft, and its `rendered` records the edit -> drawn time for the bench.
    const item = screen.getByRole('treeitem', { name: 'noticeMarquee home.notices' });
    act(() => item.focus());
    fireEvent.keyDown(item, { key: 'ArrowUp', altKey: true });
    const next = await waitFor(() => {
      const drafts = posted.filter((m) => m.type === 'draft') as unknown as { seq: number; bundle: { screens: { body: { id: string }[] }[] } }[];
      expect(drafts.length).toBeGreaterThan(1);
      return drafts.at(-1);
    });
    expect(next?.bundle.screens[0].body.map((n) => n.id)).toEqual(['home.notices', 'home.banners']);
    say({ type: 'rendered', seq: next?.seq });
    expect(window.__studioTimings?.lastEditToRendered).toBeTypeOf('number');
    expect(screen.getByRole('complementary', { name: 'Live preview' }).querySelector('[data-edit-to-rendered-ms]')).not.toBeNull();
  });

  it('a tap in pick mode selects the first node that exists; location moves the route picker', async () => {
    const { say } = await openPreview();
    say({ type: 'ready', brand: 'royal', path: '/m/home' });
    say({ type: 'picked', ids: ['banner.slide.3', 'home.notices'] });
    expect(screen.getByRole('treeitem', { name: 'noticeMarquee home.notices' }).getAttribute('aria-selected')).toBe('true');
    say({ type: 'location', path: '/m/notice' });
    expect((screen.getByRole('combobox', { name: 'Route' }) as HTMLSelectElement).value).toBe('/m/notice');
  });

  it('says when the preview refuses, with a Retry that loads it again', async () => {
    const { frame, say } = await openPreview();
    say({ type: 'refused', reason: 'no operator session' });
    expect(screen.getByRole('alert').textContent).toContain('The preview refused the studio: no operator session');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByTitle('Preview of royal at 390 by 844')).not.toBe(frame);
  });
});
