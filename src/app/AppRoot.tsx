import type { i18n } from 'i18next';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { markFirstScreenDrawn } from '../core/afterLoad.ts';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { type ScopedMutator, type State, SWRConfig, type SWRConfiguration, useSWRConfig } from 'swr';
import { deviceOffline, whenOnline } from '../renderer/connectivity.ts';
import { SavedCopy } from '../renderer/savedCopies.ts';
import { RendererProvider, type Renderer } from '../renderer/RendererContext.tsx';
import type { AppState } from '../state/appState.ts';
import type { Store } from '../state/createStore.ts';
import { StoreProvider } from '../state/StoreProvider.tsx';
import { BootSplash } from './BootSplash.tsx';
import { BrandProvider, type BrandRuntime } from '../ui/BrandContext.tsx';
import type { RouterPort } from './routerPort.ts';

export interface AppParts {
  brand: BrandRuntime;
  store: Store<AppState>;
  i18n: i18n;
  renderer: Renderer;
  router: RouterPort;
}

/**
 * Lets actions refetch a named data source (every SWR key starts with the source name), and gives the app's
 * reconnect (swrOptions) the cache's mutate.
 */
function DataRefreshBridge({ router, swr }: { router: RouterPort; swr: SwrSetup }) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    swr.mutate = mutate;
    return router.connectData(async (source) => {
      await mutate((key) => Array.isArray(key) && key[0] === source);
    });
  }, [router, mutate, swr]);
  return null;
}

interface SwrSetup {
  value: SWRConfiguration;
  mutate?: ScopedMutator;
}

/**
 * One cache per app, and the app's one `online` listener: back online, SWR reads every shown key again
 * (revalidateOnReconnect). A key showing a saved copy reads afresh first: SWR would fold its own reload into the
 * read that served the copy while that read is within its deduping window, and the copy would stay. No "loading
 * slow" timer: nothing listens for it, and SWR would set one for every request, all in the task of the render
 * that starts them.
 */
function swrOptions(): SwrSetup {
  const cache = new Map<string, State>();
  const setup: SwrSetup = {
    value: {
      provider: () => cache,
      loadingTimeout: 0,
      // SWR's own reading of the connection comes with its listener, replaced here: the device's word instead.
      isOnline: () => !deviceOffline(),
      initReconnect(revalidate: () => void) {
        const onOnline = () => {
          const copies = new Set<unknown>();
          for (const state of cache.values()) if (state.data instanceof SavedCopy) copies.add((state as { _k?: unknown })._k);
          if (copies.size > 0) void setup.mutate?.((key) => copies.has(key));
          revalidate();
        };
        return whenOnline(onOnline);
      },
    },
  };
  return setup;
}

/** Providers shared by the app, the tests and the screen matrix (which passes its own router). */
export function AppProviders({ parts, children }: { parts: AppParts; children: ReactNode }) {
  const [swr] = useState(swrOptions);
  return (
    <I18nextProvider i18n={parts.i18n}>
      <StoreProvider store={parts.store}>
        <BrandProvider value={parts.brand}>
          <RendererProvider renderer={parts.renderer}>
            <SWRConfig value={swr.value}>
              <DataRefreshBridge router={parts.router} swr={swr} />
              {children}
            </SWRConfig>
          </RendererProvider>
        </BrandProvider>
      </StoreProvider>
    </I18nextProvider>
  );
}

/** Connects the router to the env (actions navigate outside React); navigation asked for earlier runs now. */
export function NavigationBridge({ router, routes }: { router: RouterPort; routes: RouteObject[] }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      router.connectRouter({
        navigate: (to, options) => void navigate(to, options),
        canGoBack: () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0,
        goBack: () => void navigate(-1),
      }),
    [router, navigate],
  );
  return useRoutes(routes);
}

/**
 * The declarative router (BrowserRouter + useRoutes) rather than the data router: screens load their data through
 * SWR, so loaders would be dead weight on the first screen's JS budget. `children` are drawn inside the router
 * (the studio preview's probe, which follows the route and each draw's commit).
 */
export function AppRoot({ parts, routes, children }: { parts: AppParts; routes: RouteObject[]; children?: ReactNode }) {
  return (
    <AppProviders parts={parts}>
      <AfterProvidersMount>
        <BrowserRouter>
          <NavigationBridge router={parts.router} routes={routes} />
          {children}
        </BrowserRouter>
      </AfterProvidersMount>
    </AppProviders>
  );
}

/**
 * Draws the app one commit after its providers mount, the boot splash until then. use-context-selector's provider
 * notifies every consumer mounted with it, from a layout effect: drawn in that same commit, every `useAppState`
 * user re-rendered synchronously and React flushed all the first screen's effects with it, in one long task
 * (profiled, about a third of the first screen's first commit).
 */
export function AfterProvidersMount({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  // Optional work (see afterLoad) waits for the first screen; this is the moment it is on the page.
  useEffect(() => {
    if (ready) markFirstScreenDrawn();
  }, [ready]);
  return ready ? children : <BootSplash />;
}
