import { createAppConfig } from 'shared-ui/build/rspack-app.mjs';
import { ROUTES } from './src/routing/route-table.ts';

/**
 * The shell's mf-manifest.json publishes the pages its route table loads from each remote, beside the
 * shared versions it provides: the release gate reads both from the live shell (deploy/release/).
 */
const pages = ROUTES.map(({ path, remote, expose }) => ({ path, remote, expose }));

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  publicPath: '/',
  manifestData: { pages },
});
