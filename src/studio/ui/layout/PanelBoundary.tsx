import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The panel's name, as said in the message ("The preview"). */
  name: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/** A panel that throws shows what happened and a Retry, never a blank page; the other panels go on working. */
export class PanelBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    const { error, attempt } = this.state;
    if (error) {
      return (
        <div className="studio-alert" role="alert">
          <p>
            {this.props.name} stopped working: {error.message || 'an unexpected error'}. Your draft is safe.
          </p>
          <button type="button" className="studio-button" onClick={() => this.setState({ error: null, attempt: attempt + 1 })}>
            Retry
          </button>
        </div>
      );
    }
    return (
      <div key={attempt} className="studio-panel-body">
        {this.props.children}
      </div>
    );
  }
}
