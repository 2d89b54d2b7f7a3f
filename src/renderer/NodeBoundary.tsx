import { Component, type ReactNode } from 'react';
import type { ScreenNode } from '../generated/node.ts';
import { deviceOffline, whenOnline } from './connectivity.ts';
import { OfflineLoadError } from './lazyModule.ts';
import { RetryBox } from './RetryBox.tsx';

interface Props {
  node: ScreenNode;
  report(message: string, detail?: unknown): void;
  /** Before drawing the widget again: forget a failed load of its code, so the retry loads it afresh. */
  beforeRetry(): void;
  children: ReactNode;
}

/** One per node: a crashing widget shows a retry box in its place and the rest of the screen stays usable. */
export class NodeBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  private stopWaiting: () => void = () => undefined;

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  private readonly retry = () => {
    this.stopWaiting();
    this.props.beforeRetry();
    this.setState({ error: null });
  };

  override componentDidCatch(error: Error) {
    this.props.report(`Widget "${this.props.node.type}" in node "${this.props.node.id}" crashed`, error);
    // Its code was not asked for offline, and the network is back by the time this boundary caught it (a busy
    // phone): the 'online' event has passed, so it tries again now.
    if (error instanceof OfflineLoadError && !deviceOffline()) {
      queueMicrotask(this.retry);
      return;
    }
    // Most often its code failed to load offline: back online, it tries again by itself.
    this.stopWaiting();
    this.stopWaiting = whenOnline(this.retry);
  }

  override componentWillUnmount() {
    this.stopWaiting();
  }

  override render() {
    if (this.state.error) {
      return <RetryBox testId={`${this.props.node.id}.crashed`} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
