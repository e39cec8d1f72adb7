import { StatusPage } from '../status/status-page';

/** Shown instead of the site when runtime-config.json is missing or invalid: never a blank page. */
export function ConfigErrorPage({ problem }: { problem: string }) {
  return (
    <StatusPage as="main" title="This site is misconfigured">
      <p>The runtime configuration could not be used, so the site cannot start.</p>
      <p>
        <strong>Problem:</strong> <code>{problem}</code>
      </p>
      <p>If you run this site, fix runtime-config.json beside index.html; no rebuild is needed.</p>
    </StatusPage>
  );
}
