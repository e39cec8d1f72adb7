import { useMessages } from '@qr/runtime/i18n';
import { Component, lazy, type ReactNode, Suspense, useContext } from 'react';
import { RetryRemoteContext } from '../status/retry-remote';
import { shellMessages } from '../status/shell-messages';
import { constructorName, note } from '../telemetry/early-notes';

/** If even the fallback's code cannot be fetched (offline), the same words and Try Again, unstyled. */
function PlainUnavailable() {
  const retry = useContext(RetryRemoteContext);
  const t = useMessages(shellMessages);
  return (
    <div role="alert">
      <h1>{t.unavailableTitle}</h1>
      <button type="button" onClick={retry}>
        {t.tryAgain}
      </button>
    </div>
  );
}

// Fetched only when a page fails: the shell's entry is on every route.
const RemoteUnavailable = lazy(() =>
  import('../status/remote-unavailable').then(
    ({ RemoteUnavailable }) => ({ default: RemoteUnavailable }),
    () => ({ default: PlainUnavailable }),
  ),
);

/** Catches a page that throws while rendering; the rest of the site keeps working. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // For the health reports: the page's remote (by the path), the error's constructor name, never its message.
    note('error', 'render', undefined, constructorName(error));
    console.warn('[route] page failed to render:', error instanceof Error ? error.message : error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RemoteUnavailable />
      </Suspense>
    );
  }
}
