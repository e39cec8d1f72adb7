// The bundled baseline of `pnpm bench` (`pnpm build:bundled`): the same shell, remotes' pages and
// shared-ui, with the same production settings, built as ONE app without the federation plugin. The
// shell's route table loads each remote's exposed page file directly (bundled-remotes.ts stands in
// for shell/src/federation/remotes.ts, with the same early start: the first page's chunk and declared
// reads requested before React), and the same document, so the difference from the federated site is
// federation alone.
import path from 'node:path';
import { exposes as adminExposes } from '../../../mfe-admin/rspack.config.mjs';
import { exposes as ownerExposes } from '../../../mfe-owner/rspack.config.mjs';
import { exposes as publicExposes, routeData as publicRouteData } from '../../../mfe-public/rspack.config.mjs';
import { createAppConfig } from '../../../shared-ui/build/rspack-app.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const BUNDLED_DIST = path.join(ROOT, 'tools', 'bench', 'dist-bundled');

/** { mfe_public: { LandingPage: 'landing-page.tsx', ... }, ... }: file names inside each remote's src/pages/. */
function pageFiles(exposes) {
  return Object.fromEntries(
    Object.entries(exposes).map(([expose, file]) => [expose.replace('./', ''), `./${path.basename(file)}`]),
  );
}

export default createAppConfig({
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
    BUNDLED_PAGES: JSON.stringify({
      mfe_public: pageFiles(publicExposes),
      mfe_owner: pageFiles(ownerExposes),
      mfe_admin: pageFiles(adminExposes),
    }),
    BUNDLED_ROUTE_DATA: JSON.stringify({ mfe_public: publicRouteData }),
  },
});
