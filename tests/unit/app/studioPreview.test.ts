import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleShapeProblem } from '../../../src/app/studio/bundleShape.ts';
import { isAppPath, studioMessage } from '../../../src/app/studio/previewMessages.ts';
import { adoptPreviewSession } from '../../../src/app/studio/previewSession.ts';
import { createPickMode, nodeIdsAt } from '../../../src/app/studio/pickMode.ts';
import { linkToStudio } from '../../../src/app/studio/studioLink.ts';
import { STUDIO_CHANNEL, type StudioToPreview } from '../../../src/core/studio/previewProtocol.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { StorageKeys } from '../../../src/state/storageKeys.ts';

const ORIGIN = 'https://royal.example';
const studio = { postMessage: vi.fn() };
const draft = { channel: STUDIO_CHANNEL, type: 'draft', seq: 1, bundle: { brand: {} } };

/** A preview window: its origin, the studio as its parent, and its `message` listeners. */
function fakeWindow() {
  const listeners = new Set<(e: unknown) => void>();
  const parent = { postMessage: vi.fn() };
  const win = {
    location: { origin: ORIGIN },
    parent,
    addEventListener: (type: string, l: (e: unknown) => void) => type === 'message' && listeners.add(l),
    removeEventListener: (_type: string, l: (e: unknown) => void) => listeners.delete(l),
  };
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const l of listeners) l({ data, origin: from.origin ?? ORIGIN, source: from.source === undefined ? parent : from.source });
  };
  const posted = () => parent.postMessage.mock.calls.map(([message, target]) => ({ message, target }));
  return { win: win as unknown as Window, parent, deliver, posted, listeners };
}

const answering = (status: number) => vi.fn(async () => new Response('{}', { status })) as unknown as typeof fetch;

describe('the preview takes only the studio’s messages', () => {
  const trusted = { origin: ORIGIN, parent: studio };

  it('accepts a well-formed message on the channel from its own origin and its parent', () => {
    expect(studioMessage({ origin: ORIGIN, source: studio as never, data: draft }, trusted)).toEqual(draft);
  });

  it('ignores another origin, another window, other channels and unknown or malformed messages', () => {
    const from = (data: unknown, origin = ORIGIN, source: unknown = studio) => studioMessage({ origin, source: source as never, data }, trusted);
    expect(from(draft, 'https://evil.example')).toBeNull();
    expect(from(draft, 'null')).toBeNull();
    expect(from(draft, ORIGIN, { postMessage: vi.fn() })).toBeNull();
    expect(from(draft, ORIGIN, null)).toBeNull();
    expect(from({ ...draft, channel: 'another' })).toBeNull();
    expect(from({ type: 'draft', seq: 1, bundle: {} })).toBeNull();
    expect(from('mc-studio')).toBeNull();
    expect(from({ channel: STUDIO_CHANNEL, type: 'eval', code: '1' })).toBeNull();
    expect(from({ channel: STUDIO_CHANNEL, type: 'draft', seq: '1', bundle: {} })).toBeNull();
    expect(from({ channel: STUDIO_CHANNEL, type: 'navigate', path: '//evil.example/m/home' })).toBeNull();
    expect(from({ channel: STUDIO_CHANNEL, type: 'navigate', path: 'https://evil.example/' })).toBeNull();
    expect(from({ channel: STUDIO_CHANNEL, type: 'session', token: 42 })).toBeNull();
    expect(from({ channel: STUDIO_CHANNEL, type: 'pickMode', on: 'yes' })).toBeNull();
    expect(from({ channel: STUDIO_CHANNEL, type: 'navigate', path: '/m/games' })).not.toBeNull();
    expect(from({ channel: STUDIO_CHANNEL, type: 'session', token: null })).not.toBeNull();
  });

  it('navigates only to paths of this origin', () => {
    expect(isAppPath('/m/home?x=1')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isAppPath('javascript:alert(1)')).toBe(false);
  });
});

describe('the preview listens only for an operator session', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('refuses without an operator session, in words, and takes nothing', async () => {
    const w = fakeWindow();
    const handle = vi.fn();
    const fetchImpl = answering(401);
    const link = linkToStudio({ win: w.win, brand: 'royal', path: () => '/m/home', handle, fetch: fetchImpl });
    stop = link.stop;
    expect(await link.accepted).toBe(false);
    expect(fetchImpl).toHaveBeenCalledWith('/ops/session', expect.objectContaining({ credentials: 'same-origin' }));
    expect(w.posted()).toEqual([{ message: { channel: STUDIO_CHANNEL, type: 'refused', reason: expect.stringMatching(/operator session/) }, target: ORIGIN }]);
    w.deliver(draft);
    link.post({ type: 'rendered', seq: 1 });
    expect(handle).not.toHaveBeenCalled();
    expect(w.posted()).toHaveLength(1);
  });

  it('refuses when the session cannot be confirmed (server error, network down)', async () => {
    for (const fetchImpl of [answering(500), vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch]) {
      const w = fakeWindow();
      const link = linkToStudio({ win: w.win, brand: 'royal', path: () => '/m/home', handle: vi.fn(), fetch: fetchImpl });
      expect(await link.accepted).toBe(false);
      expect(w.posted()[0]?.message).toMatchObject({ type: 'refused', reason: expect.stringMatching(/could not be confirmed/) });
      expect(w.listeners.size).toBe(0);
    }
  });

  it('with an operator session says ready and handles only the parent’s messages from its own origin', async () => {
    const w = fakeWindow();
    const handled: StudioToPreview[] = [];
    const link = linkToStudio({ win: w.win, brand: 'royal', path: () => '/m/games', handle: (m) => handled.push(m), fetch: answering(200) });
    stop = link.stop;
    // Nothing is taken before the server answered.
    w.deliver(draft);
    expect(await link.accepted).toBe(true);
    expect(w.posted()).toEqual([{ message: { channel: STUDIO_CHANNEL, type: 'ready', brand: 'royal', path: '/m/games' }, target: ORIGIN }]);
    w.deliver(draft, { origin: 'https://evil.example' });
    w.deliver(draft, { source: { postMessage: vi.fn() } });
    w.deliver({ ...draft, channel: 'other' });
    expect(handled).toEqual([]);
    w.deliver(draft);
    w.deliver({ channel: STUDIO_CHANNEL, type: 'pickMode', on: true });
    expect(handled.map((m) => m.type)).toEqual(['draft', 'pickMode']);
    link.post({ type: 'rendered', seq: 1 });
    expect(w.posted().at(-1)).toEqual({ message: { channel: STUDIO_CHANNEL, type: 'rendered', seq: 1 }, target: ORIGIN });
    link.stop();
    w.deliver(draft);
    expect(handled).toHaveLength(2);
  });
});

describe('pick mode', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('picks the innermost node and its ancestors instead of running the tap', () => {
    document.body.innerHTML = `
      <div data-testid="home.list" data-widget="stack" class="node"><section data-testid="not-a-node">
        <div data-testid="home.card" data-widget="card" class="node"><button type="button">Play</button></div>
      </section></div>`;
    const button = document.querySelector('button') as HTMLButtonElement;
    expect(nodeIdsAt(button)).toEqual(['home.card', 'home.list']);
    const ran = vi.fn();
    button.addEventListener('click', ran);
    const picked: string[][] = [];
    const pick = createPickMode((ids) => picked.push(ids));
    pick.set(true);
    button.click();
    expect(picked).toEqual([['home.card', 'home.list']]);
    expect(ran).not.toHaveBeenCalled();
    pick.set(false);
    button.click();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(picked).toHaveLength(1);
  });
});

describe('the studio’s session', () => {
  it('signs the preview in as a demo account and out again', () => {
    const storage = { session: window.sessionStorage, local: window.localStorage };
    const store = createStore(initialState('EN', storage));
    adoptPreviewSession(store, storage.session, 'ROYAL', { token: 't1', userName: 'trial123', memberType: 4 });
    expect(store.getState().session).toMatchObject({ token: 't1', userName: 'trial123', type: 4, merchantCode: 'ROYAL' });
    expect(storage.session.getItem(StorageKeys.trialName)).toBe('trial123');
    adoptPreviewSession(store, storage.session, 'ROYAL', { token: null });
    expect(store.getState().session).toBeNull();
    expect(storage.session.getItem(StorageKeys.trialName)).toBeNull();
  });
});

describe('a draft the app cannot stand on', () => {
  it('is told apart before drawing', () => {
    expect(bundleShapeProblem(null)).toMatch(/not a brand bundle/);
    expect(bundleShapeProblem({ brand: {}, screens: [], locales: {} })).toMatch(/"theme"/);
    const brand = { theme: {}, languages: {}, routing: {}, chrome: {} };
    expect(bundleShapeProblem({ brand, screens: [{ id: 'home', paths: ['/m/home'] }], locales: {} })).toMatch(/screen #1/);
    expect(bundleShapeProblem({ brand, screens: [{ id: 'home', paths: ['/m/home'], body: [] }], locales: {} })).toBeNull();
  });
});
