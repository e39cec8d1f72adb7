import { pathToFileURL } from 'node:url';
import { createAppConfig } from '@qr/platform/build/rspack-app.mjs';
import { PATH_CLAIMS } from '@qr/platform/federation/route-claims';
import { ROUTES } from './src/routing/route-table.ts';

/**
 * The shell's mf-manifest.json publishes the pages its route table loads from each remote and the paths
 * each remote may declare pages under (pathClaims), beside the shared versions it provides: the release
 * gate reads them from the live shell (deploy/release/).
 */
const pages = ROUTES.map(({ path, remote, expose }) => ({ path, remote, expose }));

const appConfig = createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  publicPath: '/',
  manifestData: { pages, pathClaims: PATH_CLAIMS },
  // The shell's release version in its health reports (docs/telemetry.md): the release tool builds a release with
  // MF_BUILD_VERSION set (deploy/release/build-release.ts); any other build is not a release.
  define: { 'process.env.MF_BUILD_VERSION': JSON.stringify(process.env.MF_BUILD_VERSION || 'unreleased') },
});

// The dev server writes the document's first screen in the visitor's language, as nginx does (tools/dev-document.mjs).
/**
 * pnpm start (tools/start.mjs) names, in SHELL_DEV_DOCUMENT, a module whose withDevDocument(config) makes the dev
 * server write each page's first screen as nginx does in production. The shell itself depends on no tool: served
 * alone, its dev server shows the template's placeholders until the app renders.
 */
const devDocument = process.env.SHELL_DEV_DOCUMENT
  ? await import(pathToFileURL(process.env.SHELL_DEV_DOCUMENT).href)
  : { withDevDocument: (config) => config };

export default (env, argv) => devDocument.withDevDocument(appConfig(env, argv));
