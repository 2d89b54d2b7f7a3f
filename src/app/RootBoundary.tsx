import { Component, type ReactNode } from 'react';
import { BootProblem } from './BootProblem.tsx';

/** Last line of defence: a crash outside any node (the frame, the router) shows a message with a retry, never a blank page. */
export class RootBoundary extends Component<{ showDetails: boolean; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[app] the app crashed', error);
  }

  override render() {
    if (this.state.error) return <BootProblem title="Something went wrong" lines={[String(this.state.error)]} showDetails={this.props.showDetails} />;
    return this.props.children;
  }
}
