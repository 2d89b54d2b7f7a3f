import { Suspense, use, type ReactNode } from 'react';

/** The longest a screen's top waits for its widgets' code: past it, it draws with each late node's placeholder. */
const TOP_WAIT_MS = 3000;

const pending = (p: Promise<unknown> | null): p is Promise<unknown> => !!p && (p as { status?: string }).status === 'pending';

/**
 * What a screen's top waits for before it draws (see WhenWidgetsIn): the loads among `loads` still under way, or
 * null when every one is in (tracked loads say so: see RendererContext), so a screen whose code is in draws at once.
 */
export function widgetsInPromise(loads: readonly (Promise<unknown> | null)[]): Promise<unknown> | null {
  const waiting = loads.filter(pending);
  if (waiting.length === 0) return null;
  return Promise.race([Promise.allSettled(waiting), new Promise((resolve) => setTimeout(resolve, TOP_WAIT_MS))]);
}

function Gate({ ready, children }: { ready: Promise<unknown>; children: ReactNode }) {
  use(ready);
  return children;
}

/**
 * Draws its nodes together once their widgets' code is in. Each node has its own loading placeholder, 24 px high:
 * a node at the top drawn before its code came (the agent's greeting, behind the wallet that was in) grew from it
 * and pushed everything under it down, a layout shift. Nothing is drawn there meanwhile, so nothing moves.
 */
export function WhenWidgetsIn({ ready, children }: { ready: Promise<unknown> | null; children: ReactNode }) {
  if (!ready) return children;
  return (
    <Suspense fallback={null}>
      <Gate ready={ready}>{children}</Gate>
    </Suspense>
  );
}
