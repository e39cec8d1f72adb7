import { useMessages } from '@qr/runtime/i18n';
import { BrowserRouter } from 'react-router-dom';
import { statusMessages } from './messages';
import { StatusPage } from './status-page';

/**
 * Shown instead of the site when runtime-config.json is missing or invalid: never a blank page. Outside the
 * app, so with a router of its own for the site bar's link home.
 */
export function ConfigErrorPage({ problem }: { problem: string }) {
  return (
    <BrowserRouter>
      <ConfigError problem={problem} />
    </BrowserRouter>
  );
}

function ConfigError({ problem }: { problem: string }) {
  const t = useMessages(statusMessages);
  return (
    <StatusPage as="main" title={t.configTitle}>
      <p>{t.configIntro}</p>
      <p>
        <strong>{t.configProblem}</strong> <code>{problem}</code>
      </p>
      <p>{t.configFix}</p>
    </StatusPage>
  );
}
