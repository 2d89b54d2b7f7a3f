import { htmlLang } from '../core/htmlLang.ts';
import { effectiveFlags } from '../core/brand/effectiveFlags.ts';
import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createActionCatalog } from '../actions/index.ts';
import { checkBundle } from '../core/brand/checkBundle.ts';
import { screenAt } from '../core/brand/screenAt.ts';
import { yieldToMain } from '../core/yieldToMain.ts';
import { preloadFirstScreen, prepareSources } from './preloadFirstScreen.ts';
import { buildConditionContext } from '../renderer/conditionContext.ts';
import { findDataSource } from '../renderer/dataSource.ts';
import { BRAND_DOCUMENT_PATH } from '../core/brand/brandDocumentPath.ts';
import { dataSourceRegistry } from '../data/index.ts';
import type { BrandBundle } from '../generated/brand-bundle.ts';
import { createI18n, initialLanguage } from '../i18n/createI18n.ts';
import { fetchLocale } from '../i18n/fetchLocale.ts';
import { chromeWidgetTypes, eagerWidgetTypes } from '../core/brand/eagerWidgetTypes.ts';
import { createRenderer, startWidgetLoadsInSlices } from '../renderer/RendererContext.tsx';
import { createStore } from '../state/createStore.ts';
import { keepSessionStored } from '../state/sessionRecord.ts';
import { StorageKeys } from '../state/storageKeys.ts';
import { widgetRegistry } from '../widgets/index.ts';
import { AppRoot } from './AppRoot.tsx';
import { BootProblem } from './BootProblem.tsx';
import { RootBoundary } from './RootBoundary.tsx';
import { createEnv } from './createEnv.ts';
import { createRouterPort } from './routerPort.ts';
import { detectDevice } from './device.ts';
import { initialState } from '../state/initialState.ts';
import { createPlatformApi } from './platform.ts';
import { refreshPlatformSettings } from '../domain/site/platformSettings.ts';
import { buildRoutes } from './routes.tsx';
import { signInServices } from './signInServices.ts';
import { connectInstallOffer, promptInstall } from './pwa/installPrompt.ts';
import { savedCopyStore } from './pwa/savedCopyStore.ts';
import { applyTheme } from './theme.ts';
import type { BrandUpdates } from './brandUpdates.ts';

const DEV = import.meta.env.DEV;
/** How long the first render waits for the first screen's banners once status and flags are in. */
const BANNER_GRACE_MS = 100;
/** Longest wait for the bars' widget code before the first render draws without it (a slow network). */
const BAR_CODE_WAIT_MS = 1000;
/** A read that fails for a passing reason (a dropped connection, a 5xx) is tried again after these waits. */
const READ_RETRY_DELAYS_MS = [1000, 2000];

/**
 * A JSON document, its text (the background check gets the text: a string crosses to a worker at once) and its
 * ETag (the brand's published revision, which later checks compare).
 */
async function fetchJson(url: string): Promise<{ value: unknown; text: string; etag: string | null }> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const text = await res.text();
  return { value: JSON.parse(text) as unknown, text, etag: res.headers.get('etag') };
}

/**
 * The address of this page's brand documents. The server answers it with the brand its host maps to; the page
 * never learns of another brand. Development only: `?brand=<id>` picks another brand for the tab (kept in
 * sessionStorage while it stays open); a production build has no such switch (a signed preview link does that).
 */
function brandDocumentUrl(): string {
  if (!DEV) return BRAND_DOCUMENT_PATH;
  const fromQuery = new URLSearchParams(window.location.search).get('brand');
  if (fromQuery) window.sessionStorage.setItem(StorageKeys.brandOverride, fromQuery);
  const override = fromQuery ?? window.sessionStorage.getItem(StorageKeys.brandOverride);
  return override ? `${BRAND_DOCUMENT_PATH}?brand=${encodeURIComponent(override)}` : BRAND_DOCUMENT_PATH;
}

/** Boot per the spec: saved language, cached then fresh system status, brand documents, then render. */
export async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  // The operator studio's live preview (a page it frames at /m/...?studio=<brand>): its code loads beside the boot,
  // never for a player (src/app/studio/). It draws the app itself, and the page gets no worker or update watcher.
  const studio = window.parent !== window && new URLSearchParams(window.location.search).has('studio') ? import('./studio/startPreview.tsx') : null;
  try {
    // A saved language's strings load beside the brand document, which carries the default language's only (a
    // development server's carries them all). Dropped if the document turns out to have them.
    const savedLanguage = window.localStorage.getItem(StorageKeys.language)?.toUpperCase() ?? null;
    const savedRequest = new AbortController();
    const savedStrings = savedLanguage && !DEV ? fetchLocale(savedLanguage, savedRequest.signal).catch(() => null) : null;
    // Preloaded by index.html (the same address for every brand), so this usually finds it on its way.
    const { value: raw, text: rawText, etag } = await fetchJson(brandDocumentUrl());
    // The boot's steps each take a task of their own (see yieldToMain): parsing, setting up, i18n, drawing.
    await yieldToMain();
    const lintErrors = (raw as { lintErrors?: string[] }).lintErrors;
    if (lintErrors) {
      root.render(<BootProblem title="Brand configuration error" lines={lintErrors} showDetails={DEV} />);
      return;
    }
    // Development checks the documents before drawing. A production build only ships documents that passed
    // `lint:config` (the build fails otherwise), so there the check runs after the first paint, as a safety net.
    let bundle = raw as BrandBundle;
    if (DEV) {
      const checked = checkBundle(raw, await import('../generated/validators/core.js'));
      if (!checked.bundle || checked.problems.length) {
        root.render(<BootProblem title="Brand configuration error" lines={checked.problems} showDetails />);
        return;
      }
      bundle = checked.bundle;
    }
    const storage = { session: window.sessionStorage, local: window.localStorage };
    const { languages } = bundle.brand;
    let language = initialLanguage(savedLanguage, languages.supported, languages.default);
    const locales = { ...bundle.locales };
    if (locales[language]) savedRequest.abort();
    else {
      // Only a saved language can be missing. Its strings could not be had (offline): the default's are here.
      const strings = await savedStrings;
      if (strings) locales[language] = strings;
      else language = languages.default;
    }
    document.documentElement.lang = htmlLang(language);
    applyTheme(bundle.brand.theme);
    const store = createStore(initialState(language, storage));
    keepSessionStored(store, storage.session);
    const router = createRouterPort();
    // A 401 login.not.session means the platform dropped the session: forget it here too (the spec's rule).
    const api = createPlatformApi(bundle.brand, store, storage.session, () =>
      store.update((s) => {
        s.session = null;
        s.member = null;
      }),
    );
    // Status and flags are read before the first render (the spec's boot order). The first screen's banners (usually
    // its largest image, at the end of two requests in a row) go out first, then status and flags, then the
    // screen's widget modules: an HTTP/1.1 origin gets six connections, and a form's eight small modules asked for
    // first held the banner call back a round trip. i18n initialises while they load.
    const firstScreen = screenAt(bundle, window.location.pathname);
    // The kill switch drops the app's caches too: no saved lists then.
    const savedCopies = bundle.brand.app.serviceWorker ? savedCopyStore() : undefined;
    // The banner's image is warmed from the session's image origin, which the status names (no request of its own).
    let imageOriginKnown: (origin: string | null) => void = () => undefined;
    const imageOrigin = new Promise<string | null>((resolve) => {
      imageOriginKnown = resolve;
    });
    const preloads = preloadFirstScreen(firstScreen, { api, store, readRetryDelaysMs: READ_RETRY_DELAYS_MS, savedCopies, now: () => Date.now(), imageOrigin });
    const settingsReady = refreshPlatformSettings(api, store, storage.local, storage.session).finally(() =>
      imageOriginKnown(store.getState().imageOrigin ?? null),
    );
    const widgetModulesReady = api.allStarted().then(() => startWidgetLoadsInSlices(widgetRegistry, firstScreen ? eagerWidgetTypes(bundle, firstScreen) : []));
    // The code of the sources the screen reads that load it on first use, beside the widgets' (not after status).
    void api.allStarted().then(() => prepareSources(bundle, firstScreen, dataSourceRegistry));
    await yieldToMain();
    const i18nReady = createI18n(locales, language, languages.default, languages.supported);
    const [i18n] = await Promise.all([i18nReady, settingsReady]);
    connectInstallOffer(store);
    const env = createEnv({ api, store, i18n, storage, router, signIn: signInServices, installApp: promptInstall, loadLocale: fetchLocale });
    const device = detectDevice(navigator, window, storage.local);
    // Inside the native app's webview the page carries the app class (brand styles may key on it).
    if (device.inApp) document.documentElement.classList.add('in-app');
    // The conditions and params read the status and flags: the screen's data goes out now, beside its widget code.
    const context = buildConditionContext({
      state: store.getState(),
      brand: bundle.brand,
      device: { ...device, installable: store.getState().pwa.installable },
      path: window.location.pathname,
      query: Object.fromEntries(new URLSearchParams(window.location.search)),
    });
    const bootReads = preloads.startData(bundle, context, {
      env,
      dataSource: (name) => findDataSource(dataSourceRegistry, name),
      readRetryDelaysMs: READ_RETRY_DELAYS_MS,
      savedCopies,
    });
    const widgetModules = await widgetModulesReady;
    // The banners were asked for beside the status: a moment's wait lets the first render draw them at once.
    await Promise.race([Promise.allSettled(preloads.started.values()), new Promise((r) => setTimeout(r, BANNER_GRACE_MS))]);
    // The bars are laid out once: their widgets' code is in before the first render (a failed load draws its problem).
    const barModules = firstScreen ? [...chromeWidgetTypes(bundle, firstScreen)].map((t) => widgetModules.get(t)) : [];
    await Promise.race([Promise.allSettled(barModules), new Promise((r) => setTimeout(r, BAR_CODE_WAIT_MS))]);
    await yieldToMain();
    if (Object.keys(signInServices).length > 0) {
      // Third-party SDKs initialise beside the first render; their buttons show once ready (none in this build).
      const flags = effectiveFlags(store.getState().platformFlags, bundle.brand.whitelabel);
      // Unable to load (offline): the app runs without those buttons.
      import('./startSignIn.ts').then(
        (m) => m.startSignInServices(signInServices, flags, store, env.report),
        (err: unknown) => console.warn('[app] third-party sign-in could not start', err),
      );
    }
    const renderer = createRenderer({
      env,
      widgets: widgetRegistry,
      actions: createActionCatalog(),
      dataSources: dataSourceRegistry,
      showOperatorErrors: DEV,
      deferOffscreen: typeof IntersectionObserver === 'function',
      revealInSteps: true,
      readRetryDelaysMs: READ_RETRY_DELAYS_MS,
      preloaded: preloads.started,
      bootReadsSettled: bootReads,
      widgetModules,
      validateProps: DEV,
      savedCopies,
    });
    // A newly published revision reaches the running page on its next navigation (Frame asks) or when it is shown
    // again, once the watcher has loaded after the first screen (development reloads pages itself).
    let updates: BrandUpdates | null = null;
    const brand = { bundle, device, checkForUpdate: DEV ? undefined : () => void updates?.check() };
    const appFor = (b: BrandBundle, extra?: ReactNode) => (
      <AppRoot parts={{ brand: { ...brand, bundle: b }, store, i18n, renderer, router }} routes={buildRoutes(b)}>
        {extra}
      </AppRoot>
    );
    if (studio) {
      (await studio).startPreview({ root, appFor, bundle, i18n, env });
      return;
    }
    const draw = (b: BrandBundle) => root.render(<RootBoundary showDetails={DEV}>{appFor(b)}</RootBoundary>);
    // A transition renders the first screen in slices that yield to the browser every few milliseconds, rather
    // than in one task that blocks input for its whole length (~180 ms unthrottled, ~700 ms on a slow phone).
    startTransition(() => draw(bundle));
    // Development serves no worker: Vite's modules change under it, and a cached shell would hide those changes.
    // Its code too loads after the first screen: it acts once that screen has settled.
    if (!DEV)
      void import('./pwa/startPwa.ts').then(
        (m) => m.startPwa(bundle.brand, store),
        () => undefined,
      );
    if (!DEV) {
      setTimeout(() => {
        // Its code loads after the first screen, like the check below: it is not needed before a second page.
        void import('./brandUpdates.ts').then(
          (m) => void (updates = m.startBrandUpdates({ url: brandDocumentUrl(), etag, text: rawText, i18n, draw })),
          () => undefined,
        );
        // Its code is loaded then, not with the first screen's. Unable to load it (offline), the app goes on as is.
        void import('./checkInBackground.ts')
          .then((m) => m.checkInBackground(rawText))
          .then(
            (checked) => {
              if (!checked.problems.length) return;
              // Report for operators, and redraw with broken screens replaced by safe ones.
              console.error(`[app] brand documents failed validation; running with safe fallbacks:\n${checked.problems.join('\n')}`);
              if (checked.bundle) draw(checked.bundle);
            },
            () => undefined,
          );
      }, 2000);
    }
  } catch (err) {
    console.error('[app] boot failed', err);
    root.render(<BootProblem title="Something went wrong" lines={[String(err)]} showDetails={DEV} />);
  }
}
