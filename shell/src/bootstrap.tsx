import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore, loadRuntimeConfig } from 'shared-ui';
import { App } from './app';
import { ConfigErrorPage } from './config/config-error-page';
import { registerConfiguredRemotes } from './federation/remotes';

const RUNTIME_CONFIG_URL = '/runtime-config.json';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = await loadRuntimeConfig(RUNTIME_CONFIG_URL);
  if (!result.ok) {
    root.render(<ConfigErrorPage problem={result.problem} />);
    return;
  }
  registerConfiguredRemotes(result.config.remotes);
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
