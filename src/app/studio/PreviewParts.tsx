import { Component, type ReactNode, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BootProblem } from '../BootProblem.tsx';

/**
 * The preview's root boundary (in place of RootBoundary): a draft that crashes the frame is reported to the studio,
 * which keeps the last good one; the next draw (`drawId` changes) starts without the error.
 */
export class PreviewBoundary extends Component<{ drawId: number; onError(error: Error): void; children: ReactNode }, { error: Error | null; drawId: number }> {
  override state: { error: Error | null; drawId: number } = { error: null, drawId: this.props.drawId };

  static getDerivedStateFromProps(props: { drawId: number }, state: { drawId: number }) {
    return props.drawId === state.drawId ? null : { error: null, drawId: props.drawId };
  }

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    if (this.state.error) return <BootProblem title="This draft could not be drawn" lines={[String(this.state.error)]} showDetails />;
    return this.props.children;
  }
}

/** The route the preview shows, as the studio gets it: path and query, without the `studio` parameter. */
export function shownPath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('studio');
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Drawn inside the app's router with each draw: its layout effect runs when React committed that draw (the
 * draft's `rendered`), and again whenever the route changes (the studio's `location`).
 */
export function PreviewProbe({ drawId, onCommit, onLocation }: { drawId: number; onCommit(drawId: number): void; onLocation(path: string): void }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => onCommit(drawId), [drawId, onCommit]);
  useLayoutEffect(() => onLocation(shownPath(pathname, search)), [pathname, search, onLocation]);
  return null;
}
