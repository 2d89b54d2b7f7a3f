/** What the router offers the env once it has mounted. */
interface RouterConnection {
  navigate(to: string, options: { replace: boolean }): void;
  canGoBack(): boolean;
  goBack(): void;
}

/**
 * Navigation and data refresh as the env sees them, whether or not the router and SWR have mounted yet. The env
 * exists before React renders (boot builds it first), so an action can navigate before the router is there (a
 * redirect decided at start-up): such calls wait in a queue and run, in order, as soon as the router connects.
 */
export interface RouterPort {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Back one page, or to `fallback` (replacing) when there is no page to go back to. */
  back(fallback: string): void;
  /** Refetches every data source entry of this name; before SWR mounts nothing is cached, so there is nothing to do. */
  refreshData(source: string): Promise<void>;
  /** The router mounted; returns the disconnect for its unmount. */
  connectRouter(router: RouterConnection): () => void;
  /** SWR mounted; returns the disconnect for its unmount. */
  connectData(refresh: (source: string) => Promise<void>): () => void;
}

type Pending = { kind: 'navigate'; to: string; replace: boolean } | { kind: 'back'; fallback: string };

export function createRouterPort(): RouterPort {
  let router: RouterConnection | null = null;
  let refresh: ((source: string) => Promise<void>) | null = null;
  const queue: Pending[] = [];
  const run = (r: RouterConnection, p: Pending): void => {
    if (p.kind === 'navigate') r.navigate(p.to, { replace: p.replace });
    else if (r.canGoBack()) r.goBack();
    else r.navigate(p.fallback, { replace: true });
  };
  const go = (p: Pending): void => {
    if (router) run(router, p);
    else queue.push(p);
  };
  return {
    navigate: (to, options) => go({ kind: 'navigate', to, replace: options?.replace === true }),
    back: (fallback) => go({ kind: 'back', fallback }),
    refreshData: (source) => (refresh ? refresh(source) : Promise.resolve()),
    connectRouter(r) {
      router = r;
      for (const p of queue.splice(0)) run(r, p);
      return () => {
        if (router === r) router = null;
      };
    },
    connectData(f) {
      refresh = f;
      return () => {
        if (refresh === f) refresh = null;
      };
    },
  };
}
