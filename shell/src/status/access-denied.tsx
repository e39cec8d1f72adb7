import { ButtonLink } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { statusMessages } from './messages';
import { StatusPage } from './status-page';

/** A signed-in non-admin on an admin route (loaded only then: the shell's entry is on every route). */
export default function AccessDenied() {
  const t = useMessages(statusMessages);
  return (
    <StatusPage
      role="alert"
      title={t.accessDeniedTitle}
      actions={<ButtonLink to="/admin">{t.backToDashboard}</ButtonLink>}
    >
      <p>{t.accessDenied}</p>
      <p>{t.accessDeniedHelp}</p>
    </StatusPage>
  );
}
