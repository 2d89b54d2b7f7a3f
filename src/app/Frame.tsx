import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { gateScreenId } from '../core/brand/statusGate.ts';
import type { ScreenNode } from '../generated/node.ts';
import type { ScreenDocument } from '../generated/screen.ts';
import { useAppState } from '../state/StoreProvider.tsx';
import { useBrand } from '../ui/BrandContext.tsx';
import { Page } from '../ui/Page.tsx';
import { BottomBar } from './chrome/BottomBar.tsx';
import { MemberSync } from './chrome/MemberSync.tsx';
import { OfflineBanner } from './chrome/OfflineBanner.tsx';
import { Overlays } from './chrome/Overlays.tsx';
import './chrome/chrome.css';
import { Popups } from './chrome/Popups.tsx';
import { SidePanel } from './chrome/SidePanel.tsx';
import { Toasts } from './chrome/Toasts.tsx';
import { BackBar, TopBar } from './chrome/TopBar.tsx';
import { RouteScope } from './RouteScope.tsx';
import { ScreenView } from './ScreenView.tsx';
import { UpdateNotice } from './chrome/UpdateNotice.tsx';
import { useDocumentHead } from './useDocumentHead.ts';
import { useOfflineRecovery } from './useOfflineRecovery.ts';
import { usePageTransition } from './usePageTransition.ts';

const NO_OVERLAYS: readonly ScreenNode[] = [];

/** The frame every screen lives in; which bars show is the screen document's `chrome`, never code. */
export function Frame({ screenFor }: { screenFor(pathname: string): ScreenDocument | undefined }) {
  const { bundle, checkForUpdate } = useBrand();
  const location = useLocation();
  // Each page a player opens may bring the brand's newly published revision (throttled in brandUpdates.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs for each new page, which is its point
  useEffect(() => {
    checkForUpdate?.();
  }, [checkForUpdate, location.pathname]);
  // The first page does not fade in: that would only delay its first paint (there is no page to change from).
  const fade = usePageTransition() && location.key !== 'default';
  const chrome = screenFor(location.pathname)?.chrome;
  const modal = useAppState((s) => s.panels.left || s.panels.right || s.popups.length > 0);
  const system = useAppState((s) => s.system);
  // The status gate: maintenance, region and offline screens are documents too, shown instead of any route.
  const gate = system === 'normal' ? undefined : bundle.screens.find((s) => s.id === gateScreenId(bundle.brand.routing, system));
  useDocumentHead(bundle.brand, gate ? gate.chrome : chrome);
  useOfflineRecovery(system === 'offline');
  useEffect(() => {
    document.body.classList.toggle('modal-open', modal);
  }, [modal]);
  if (system !== 'normal') {
    return (
      <RouteScope>
        <Page>{gate ? <ScreenView screen={gate} /> : null}</Page>
        <Toasts />
        <OfflineBanner />
        <UpdateNotice />
      </RouteScope>
    );
  }
  return (
    <RouteScope>
      <div className={`app-frame${chrome?.bottomBar ? ' with-bottombar' : ''}`}>
        {chrome?.topBar ? <TopBar chrome={chrome} /> : null}
        {chrome?.backBar ? <BackBar chrome={chrome} /> : null}
        <Page fade={fade} key={location.pathname}>
          <Outlet />
        </Page>
        {chrome?.bottomBar ? <BottomBar /> : null}
        <SidePanel side="left" nodes={bundle.brand.chrome.leftMenu} testId="left-menu" labelKey="aria_open_menu" />
        <SidePanel side="right" nodes={bundle.brand.chrome.rightMenu} testId="right-menu" labelKey="aria_open_profile" />
        <Popups />
        <Overlays nodes={bundle.brand.chrome.overlays ?? NO_OVERLAYS} />
        <Toasts />
        <OfflineBanner />
        <UpdateNotice />
        <MemberSync />
      </div>
    </RouteScope>
  );
}
