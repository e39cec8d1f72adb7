import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from '../federation/remote-unavailable';

/** Catches a page that throws while rendering; the rest of the site keeps working. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[route] page failed to render:', error instanceof Error ? error.message : error);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
