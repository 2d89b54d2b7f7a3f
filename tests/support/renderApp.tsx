import { act, render, type RenderResult } from '@testing-library/react';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { createActionCatalog } from '../../src/actions/index.ts';
import { AppProviders, NavigationBridge, type AppParts } from '../../src/app/AppRoot.tsx';
import { createEnv } from '../../src/app/createEnv.ts';
import { createRouterPort } from '../../src/app/routerPort.ts';
import { buildRoutes } from '../../src/app/routes.tsx';
import { dataSourceRegistry } from '../../src/data/index.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import type { DeviceContext } from '../../src/generated/context.ts';
import { createI18n } from '../../src/i18n/createI18n.ts';
import { createRenderer, preloadWidgets } from '../../src/renderer/RendererContext.tsx';
import type { DataSourceCatalog } from '../../src/renderer/dataSource.ts';
import { loadChromeDialogs } from '../../src/app/chrome/loadChromeDialogs.ts';
import { preloadFirstScreen } from '../../src/app/preloadFirstScreen.ts';
import { initialState } from '../../src/state/initialState.ts';
import { preloadActions } from '../../src/renderer/runActions.ts';
import type { SignInServices } from '../../src/core/signIn.ts';
import type { AppEnv, InstallOutcome } from '../../src/renderer/env.ts';
import type { SavedCopyStore } from '../../src/renderer/savedCopies.ts';
import type { AppState, MemberInfo, SessionInfo } from '../../src/state/appState.ts';
import { createStore, type Store } from '../../src/state/createStore.ts';
import { keepSessionStored } from '../../src/state/sessionRecord.ts';
import { widgetRegistry } from '../../src/widgets/index.ts';
import { buildBundle } from '../../tools/brands/loadDocuments.ts';
import { screenAt } from '../../src/core/brand/screenAt.ts';
import { createFixtureApi, type Fixtures, type RecordedCall } from './fixtureApi.ts';

export const SCREENS_DIR = join(import.meta.dirname, '..', '..', 'screens');

export type SessionKind = 'guest' | 'member' | 'trial' | 'agent';

/** Session and member info per session kind (types per the spec: 0 player, 1 agent, 4 trial). */
export function sessionFor(kind: SessionKind): { session: SessionInfo | null; member: MemberInfo | null } {
  if (kind === 'guest') return { session: null, member: null };
  const type = kind === 'trial' ? 4 : kind === 'agent' ? 1 : 0;
  const userName = kind === 'trial' ? 'trial_0001' : kind === 'agent' ? 'agent01' : 'player01';
  return {
    session: { token: `token-${kind}`, merchantCode: 'LUCKY88', userName, type, firstTimeLogin: false },
    member: {
      id: 1001,
      account: userName,
      nickname: kind === 'member' ? 'Lucky Player' : null,
      type,
      clubLabel: kind === 'member' ? { labelName: 'VIP1' } : null,
    },
  };
}

export const FIXED_NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const DEVICE: DeviceContext = { os: 'android', iosVersion: null, standalone: false, inApp: false, webClip: false, installable: false };

export interface RenderAppOptions {
  brand?: string;
  bundle?: BrandBundle;
  path?: string;
  session?: SessionKind;
  fixtures?: Fixtures;
  state?: Partial<AppState>;
  language?: string;
  /** Time source (default: fixed at FIXED_NOW, which also freezes tickers and carousels). */
  clock?: { now(): number };
  /** Device facts for conditions (default: an Android browser tab). */
  device?: Partial<DeviceContext>;
  /** Third-party sign-in services in the env (default: none, as in the build). */
  signIn?: SignInServices;
  /** Start the first screen's banner fetch before rendering, as boot does (default: off). */
  prefetch?: boolean;
  /** Where a guest's lists are kept for offline use (default: none, as in the matrix). */
  savedCopies?: SavedCopyStore;
  /** The browser's install dialog (default: none offered). */
  installApp?: () => Promise<InstallOutcome>;
}

export interface RenderedApp extends RenderResult {
  store: Store<AppState>;
  /** The app's env, as actions and widgets reach it (a test may show a notice through it). */
  env: AppEnv;
  calls: RecordedCall[];
  navigations: string[];
  /** Links the app opened ("self <url>" or "blank <url>"): recorded, not followed, so no test leaves the page. */
  opened: string[];
  reports: string[];
}

/** Renders the whole app (frame, router, renderer) on a memory router with fixture data and a fixed clock. */
export async function renderApp(options: RenderAppOptions = {}): Promise<RenderedApp> {
  const bundle = options.bundle ?? buildBundle(SCREENS_DIR, options.brand ?? 'lucky');
  const language = options.language ?? bundle.brand.languages.default;
  const { session, member } = sessionFor(options.session ?? 'guest');
  // The app's own initial state (so a field added there reaches the tests), with the test's session and no
  // cached status: the session comes from the fixture kind, not from whatever a previous test stored.
  const store = createStore<AppState>({
    ...initialState(language, { session: window.sessionStorage, local: window.localStorage }),
    session,
    member,
    promotions: { REFERRAL: true },
    system: 'normal',
    ...options.state,
  });
  // As boot does: the store's session is mirrored into sessionStorage (MC_SESSION_INFO).
  keepSessionStored(store, window.sessionStorage);
  const i18n = await createI18n(bundle.locales, language, bundle.brand.languages.default);
  const api = createFixtureApi(options.fixtures ?? {}, () => store.getState().language);
  const navigations: string[] = [];
  const reports: string[] = [];
  const router = createRouterPort();
  const env = createEnv({
    api,
    store,
    i18n,
    router,
    clock: options.clock ?? { now: () => FIXED_NOW },
    storage: { session: window.sessionStorage, local: window.localStorage },
    report: (m) => void reports.push(m),
    signIn: options.signIn,
    installApp: options.installApp,
  });
  // A followed link would move the shared DOM to another site after this test (happy-dom navigates later), so the
  // next file would build URLs on that site's origin.
  const opened: string[] = [];
  env.openUrl = (url, target) => void opened.push(`${target} ${url}`);
  const origNavigate = env.navigate;
  env.navigate = (to, o) => {
    navigations.push(to);
    origNavigate(to, o);
  };
  const early = { api, store, readRetryDelaysMs: [], savedCopies: options.savedCopies, now: () => env.clock.now() };
  const preloaded = options.prefetch ? preloadFirstScreen(screenAt(bundle, (options.path ?? '/m/home').split('?')[0]), early).started : undefined;
  const renderer = createRenderer({
    env,
    widgets: widgetRegistry,
    actions: createActionCatalog(),
    dataSources: dataSourceRegistry,
    showOperatorErrors: true,
    preloaded,
    savedCopies: options.savedCopies,
  });
  // Every lazy part's code is in before the first render (the lazily loaded data sources' too), so a snapshot never
  // catches a loading state that only the order of module loads decided.
  const catalog: DataSourceCatalog = dataSourceRegistry;
  await Promise.all([preloadWidgets(renderer), preloadActions(renderer.actions), ...Object.values(catalog).map((s) => s?.prepare?.()), loadChromeDialogs()]);
  const parts: AppParts = { brand: { bundle, device: { ...DEVICE, ...options.device } }, store, i18n, renderer, router };
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <AppProviders parts={parts}>
        <MemoryRouter initialEntries={[options.path ?? '/m/home']}>
          <NavigationBridge router={router} routes={buildRoutes(bundle)} />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  await settle();
  return Object.assign(result, { store, env, calls: api.calls, navigations, opened, reports });
}

/** Lets lazy widgets and fixture data settle (every fixture call resolves in microtasks). */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}
