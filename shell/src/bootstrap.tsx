import { acceptPrefetchedResponses, createAppStore, loadRuntimeConfig } from '@qr/runtime';
import { applyDocumentLanguage, preferredLanguage } from '@qr/runtime/i18n';
import { takePrefetched } from '@qr/runtime/prefetched-responses';
import { Provider } from 'jotai';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { RUNTIME_CONFIG_URL } from './config/runtime-config-url';
import { withCanaries } from './federation/canary';
import { registerConfiguredRemotes, registeredRemoteUrl } from './federation/remotes';
import { servedRelease } from './federation/served-releases';
import { previewAsked, withPreview, withPreviewRoutes } from './preview/preview-request';
import { matchRoute } from './routing/match-route';
import { acceptConfigRoutes, siteRoutes } from './routing/site-routes';
import { admitBotCheck } from './security/script-policy';
import { runtimeConfigResponse } from './startup/early-start';
import { startWhenUsable } from './telemetry/start-when-usable';

/** The notice of a preview link the tab refused: fetched only in a tab that asked for a preview. */
const PreviewNotice = lazy(() => import('./preview/preview-notice'));

async function start() {
  // A Hindi visitor's shell texts have been on their way since the entry ran (startup/shell-hindi.ts):
  // the catalogs' first render picks up that same request.
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = await loadRuntimeConfig(RUNTIME_CONFIG_URL, runtimeConfigResponse);
  if (!result.ok) {
    // No store yet: the page still speaks the visitor's language.
    applyDocumentLanguage(preferredLanguage());
    // Its code is fetched only then: the shell's entry is on every route.
    const { ConfigErrorPage } = await import('./status/config-error-page');
    root.render(<ConfigErrorPage problem={result.problem} />);
    return;
  }
  admitBotCheck(result.config.turnstile.scriptUrl);
  // This visitor's side of each canary, then a tester's preview (a link signed for this environment), which wins for its remote.
  const assigned = withCanaries(result.config.remotes, result.config.canaries);
  registerConfiguredRemotes(await withPreview(assigned.remotes, result.config), siteRoutes, assigned.arms);
  // Declared pages are routes like the others before the first render (at once when there are none).
  await acceptConfigRoutes(await withPreviewRoutes(result.config.routes));
  acceptPrefetchedResponses(takePrefetched);
  // The health reports (docs/telemetry.md): only where the environment names an endpoint, and their code only
  // once the first page is usable.
  const { telemetry, remotes, turnstile } = result.config;
  if (telemetry)
    startWhenUsable(() =>
      import('./telemetry/reporter').then(
        ({ startTelemetry }) =>
          startTelemetry(telemetry, {
            match: matchRoute,
            routes: siteRoutes,
            remotes,
            servedRelease,
            remoteUrl: registeredRemoteUrl as (container: string) => string | undefined,
            botCheck: turnstile.scriptUrl,
          }),
        () => undefined,
      ),
    );
  root.render(
    <StrictMode>
      <Provider store={createAppStore(result.config)}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
        {previewAsked() && (
          <Suspense fallback={null}>
            <PreviewNotice />
          </Suspense>
        )}
      </Provider>
    </StrictMode>,
  );
}

void start();
