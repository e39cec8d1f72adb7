import { ButtonLink } from 'shared-ui';
import { StatusPage } from '../status/status-page';
import { ACCESS_DENIED } from './guards';

/** A signed-in non-admin on an admin route (loaded only then: the shell's entry is on every route). */
export default function AccessDenied() {
  return (
    <StatusPage role="alert" title="Admins only" actions={<ButtonLink to="/admin">Back to your dashboard</ButtonLink>}>
      <p>{ACCESS_DENIED}</p>
      <p>This page is for the service's administrators. Your vehicles and alerts are on your dashboard.</p>
    </StatusPage>
  );
}
