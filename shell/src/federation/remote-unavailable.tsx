import { useContext } from 'react';
import { Button, type RemoteName } from 'shared-ui';
import { StatusPage } from '../status/status-page';
import { RetryRemoteContext } from './retry-remote';

export function RemoteUnavailable() {
  const retry = useContext(RetryRemoteContext);
  return (
    <StatusPage
      role="alert"
      title="This part of the site is not available right now"
      actions={
        <Button type="button" onClick={retry}>
          Try Again
        </Button>
      }
    >
      <p>Check your internet connection, then try again.</p>
    </StatusPage>
  );
}

export function unavailableModule(_remote: RemoteName) {
  return { default: RemoteUnavailable };
}
