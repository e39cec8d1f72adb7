// The bundled baseline of `pnpm bench` (`pnpm build:bundled`): the same shell, remotes' pages and
// shared-ui, with the same production settings, built as ONE app without the federation plugin. The
// shell's route table loads each remote's exposed page file directly (bundled-remotes.ts stands in
// for shell/src/federation/remotes.ts, with the same early start: the first page's chunk and declared
// reads requested before React), and the same document, so the difference from the federated site is
// federation alone.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { exposes as adminExposes } from '../../../mfe-admin/rspack.config.mjs';
import { exposes as ownerExposes } from '../../../mfe-owner/rspack.config.mjs';
import { exposes as publicExposes, routeData as publicRouteData } from '../../../mfe-public/rspack.config.mjs';
import { createAppConfig } from '../../../shared-ui/platform/build/rspack-app.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const BUNDLED_DIST = path.join(ROOT, 'tools', 'bench', 'dist-bundled');

/** Each remote's folder and the pages it exposes (its build config's `exposes`, files relative to the folder). */
const REMOTES = {
  mfe_public: { dir: 'mfe-public', exposes: publicExposes },
  mfe_owner: { dir: 'mfe-owner', exposes: ownerExposes },
  mfe_admin: { dir: 'mfe-admin', exposes: adminExposes },
};

/**
 * The module bundled-remotes.ts imports as ./bundled-pages.js, written at build time from what each remote
 * exposes: { mfe_public: { LandingPage: () => import('…/mfe-public/src/pages/landing-page.tsx'), … }, … }.
 * Each page is a lazy chunk of its own, as the federated remote's expose is.
 * @param {Record<string, { dir: string, exposes: Record<string, string> }>} [remotes]
 */
export function bundledPagesModule(remotes = REMOTES) {
  const loaders = Object.entries(remotes).map(([remote, { dir, exposes }]) => {
    const pages = Object.entries(exposes).map(([expose, file]) => {
      const absolute = path.join(ROOT, dir, file);
      return `    ${JSON.stringify(expose.replace('./', ''))}: () => import(${JSON.stringify(absolute)}),`;
    });
    return `  ${remote}: {\n${pages.join('\n')}\n  },`;
  });
  return `export default {\n${loaders.join('\n')}\n};\n`;
}

const appConfig = createAppConfig({
  dir: path.join(ROOT, 'shell'),
  name: 'bundled',
  port: 3010,
  publicPath: '/',
  federation: false,
  outDir: BUNDLED_DIST,
  alias: {
    [path.join(ROOT, 'shell', 'src', 'federation', 'remotes.ts')]: path.join(import.meta.dirname, 'bundled-remotes.ts'),
  },
  define: {
    BUNDLED_ROUTE_DATA: JSON.stringify({ mfe_public: publicRouteData }),
  },
});

export default (env, argv) => {
  const config = appConfig(env, argv);
  const pagesModule = path.join(import.meta.dirname, 'bundled-pages.js');
  return {
    ...config,
    plugins: [...config.plugins, new rspack.experiments.VirtualModulesPlugin({ [pagesModule]: bundledPagesModule() })],
  };
};
