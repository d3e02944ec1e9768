import { Component, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  fallback: (error: unknown, retry: () => void) => ReactNode;
  onRetry: () => void;
  /** Told once per failure, after the fallback is shown. */
  onError?: (error: unknown) => void;
  /** A change (the path) while failed retries by itself, so navigating away from a broken page works. */
  resetKey: string;
};

type State = { error: unknown; failed: boolean };

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A portal section failed to load or render', error);
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
