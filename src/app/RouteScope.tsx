import { type ReactNode, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { buildConditionContext } from '../renderer/conditionContext.ts';
import { ConditionScope } from '../renderer/ConditionScope.tsx';
import { sameContext } from '../renderer/sameContext.ts';
import { useAppState } from '../state/StoreProvider.tsx';
import { useBrand } from '../ui/BrandContext.tsx';

/** Builds the condition context for the current route from the store, the brand and the device. */
export function RouteScope({ children }: { children: ReactNode }) {
  const { bundle, device } = useBrand();
  const location = useLocation();
  const session = useAppState((s) => s.session);
  const member = useAppState((s) => s.member);
  const language = useAppState((s) => s.language);
  const platformFlags = useAppState((s) => s.platformFlags);
  const promotions = useAppState((s) => s.promotions);
  const system = useAppState((s) => s.system);
  const signIn = useAppState((s) => s.signIn);
  // The platform's mobile template (member centre and deposit layouts) comes with the status info.
  const statusInfo = useAppState((s) => s.statusInfo);
  // The browser offers the install when it likes (beforeinstallprompt), so this device fact lives in the store.
  const pwa = useAppState((s) => s.pwa);
  const value = useMemo(() => {
    const query = Object.fromEntries(new URLSearchParams(location.search));
    const state = {
      session,
      member,
      language,
      platformFlags,
      promotions,
      system,
      signIn,
      statusInfo,
      pwa,
      panels: { left: false, right: false },
      popups: [],
      toasts: [],
      balanceHidden: false,
    };
    return buildConditionContext({ state, brand: bundle.brand, device: { ...device, installable: pwa.installable }, path: location.pathname, query });
  }, [bundle.brand, device, location.pathname, location.search, session, member, language, platformFlags, promotions, system, signIn, statusInfo, pwa]);
  // Answers that change nothing a condition reads keep the context, so the screen's nodes do not all re-render.
  const shown = useRef(value);
  if (!sameContext(shown.current, value)) shown.current = value;
  return <ConditionScope value={shown.current}>{children}</ConditionScope>;
}
