import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { applyDocumentLanguage, preferredLanguage } from 'shared-ui/i18n';
import { acceptPrefetchedResponses, createAppStore, loadRuntimeConfig } from 'shared-ui/runtime';
import { App } from './app';
import { RUNTIME_CONFIG_URL } from './config/runtime-config-url';
import { takePrefetched } from './federation/prefetched-responses';
import { registerConfiguredRemotes } from './federation/remotes';
import { withPreview, withPreviewRoutes } from './preview/preview-request';
import { acceptConfigRoutes, siteRoutes } from './routing/site-routes';
import { admitBotCheck } from './security/script-policy';
import { runtimeConfigResponse } from './startup/early-start';

async function start() {
  // A Hindi visitor's shell texts have been on their way since the entry ran (startup/shell-hindi.ts):
  // the catalogs' first render picks up that same request.
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = await loadRuntimeConfig(RUNTIME_CONFIG_URL, runtimeConfigResponse);
  if (!result.ok) {
    // No store yet: the page still speaks the visitor's language.
    applyDocumentLanguage(preferredLanguage());
    // Its code is fetched only then: the shell's entry is on every route.
    const { ConfigErrorPage } = await import(/* webpackChunkName: "status-pages" */ './status/config-error-page');
    root.render(<ConfigErrorPage problem={result.problem} />);
    return;
  }
  admitBotCheck(result.config.turnstile.scriptUrl);
  registerConfiguredRemotes(await withPreview(result.config.remotes, result.config.releasesCdn), siteRoutes);
  // Declared pages are routes like the others before the first render (at once when there are none).
  await acceptConfigRoutes(await withPreviewRoutes(result.config.routes));
  acceptPrefetchedResponses(takePrefetched);
  root.render(
    <StrictMode>
      <Provider store={createAppStore(result.config)}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

void start();
