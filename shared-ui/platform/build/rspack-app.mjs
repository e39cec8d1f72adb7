// One Rspack + Module Federation config for the shell and the three remotes, so that shared
// singletons, loaders and output naming can never drift between independently deployed apps.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { hindiExposeOf, hindiFileOf } from '@qr/runtime/i18n/hindi-files';
import { rspack } from '@rspack/core';
import { manifestRoutes } from '../src/federation/route-claims.ts';
import { CHUNK_PLAN_LOADER, startupSharedChunks } from './chunk-plan.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';
import { InlineStylesheetPlugin } from './inline-stylesheet-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { PreloadStartupChunksPlugin } from './preload-startup-plugin.mjs';
import { sharedDependencies } from './shared-dependencies.mjs';

export { sharedDependencies };

/**
 * The federation plugin injects its runtime as CommonJS, which drags in the whole federation SDK and
 * its error texts (browser and Node.js helpers alike). The packages' ES module builds are the same
 * code and let tree shaking keep only what the runtime calls: about 5 KB gzip less in each
 * remoteEntry.js and in the shell's entry. Every CommonJS entry point is swapped, so that no module
 * comes twice.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/inject-external-runtime-core-plugin',
  '@module-federation/runtime-tools/runtime-core',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

function federationRuntimeAsEsm() {
  const bases = [createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack')];
  const alias = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const cjs = bases.map((base) => tryResolve(base, name)).find(Boolean);
    if (!cjs) throw new Error(`${name} not found next to @module-federation/enhanced`);
    bases.push(cjs);
    const esm = ['.js', '.mjs'].map((ext) => cjs.replace(/\.cjs$/, ext)).find((file) => existsSync(file));
    if (esm) alias[cjs] = esm;
  }
  return alias;
}

/** The federation SDK's error texts, swapped in production builds for codes with their docs links. */
const federationErrorTexts = () =>
  new rspack.NormalModuleReplacementPlugin(
    /@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/,
    path.join(import.meta.dirname, 'federation-error-texts.mjs'),
  );

function tryResolve(base, name) {
  try {
    return createRequire(base).resolve(name);
  } catch {
    return null;
  }
}

/**
 * Each exposed page's Hindi bundle, when it has one (named as src/i18n/hindi-files.ts says). The shell loads
 * it beside the page only for a Hindi visitor, so the texts come with the page's code and English visitors
 * never fetch them.
 */
export function withHindiBundles(dir, exposes) {
  const all = { ...exposes };
  for (const [name, file] of Object.entries(exposes)) {
    const hindi = hindiFileOf(file);
    if (hindi !== file && existsSync(path.join(dir, hindi))) all[hindiExposeOf(name)] = hindi;
  }
  return all;
}

/**
 * Packages only react-router's server helpers use (createCookie, session storage, headers of data routes):
 * no app calls them (ROUTER_EXPORTS lists what the apps import, and a shell test holds every import to
 * it), but the shared router's tree shaking kept their modules' code, 1.7 KB gzip on every route. In
 * these browser builds they are an empty module, which goes with the router into the start-up chunk.
 */
/** The document of a remote run alone (pnpm --filter mfe-… dev): the page its exposes render into. */
const STANDALONE_PAGE = path.join(import.meta.dirname, 'standalone.html');
const SERVER_ONLY_STAND_IN = path.join(import.meta.dirname, 'server-only-package.cjs');
const SERVER_ONLY_PACKAGES = { cookie$: SERVER_ONLY_STAND_IN, 'set-cookie-parser$': SERVER_ONLY_STAND_IN };

const STARTUP_SHARED_CHUNKS = startupSharedChunks(SERVER_ONLY_STAND_IN);

/**
 * Rspack's own minifiers, the JavaScript one with a third compress pass: about 90 bytes gzip less on the
 * scanner's page, which pays for the compile hints (CompileHintsPlugin) within its budget (BUDGETS_KB in
 * tools/size-report.ts; docs/decisions/0001-the-scanners-byte-budget.md).
 */
const minimizers = () => [
  new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 3 } } }),
  new rspack.LightningCssMinimizerRspackPlugin(),
];

/**
 * Where a dev server serves a remote (rspack serve, on its port or --port). A built remote keeps
 * publicPath 'auto' so it can be hosted anywhere; a served one names its origin, so its mf-manifest.json
 * has a real publicPath (no federation note about 'auto') and its standalone page's scripts load from the
 * server's root when a nested route such as /vehicle-details/QRUSED0001 is reloaded.
 */
const devServerOrigin = (port) => `http://localhost:${port}/`;

/** How long a dev server may take to close its connections when stopped. */
const STOP_TIMEOUT_MS = 3000;

/**
 * Ctrl-C stops a dev server without its "Gracefully shutting down" note and with exit code 0, so that pnpm
 * reports no failed run. The signal comes twice (from the terminal, and pnpm passes it on): the second one
 * must not kill the server by default action.
 */
function stopQuietlyOnSignals(server) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), STOP_TIMEOUT_MS).unref();
    server.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Production file names carry 8 hex digits of their content's hash, as Vite's do: the chunk maps of each
 * entry (the shell's main.js, each remoteEntry.js) list one per file, and that hex does not compress (10
 * digits cost the scanner's page 0.1 KB gzip more). deploy/ accepts 8 or 10 digits, so that builds made
 * before this change are still recognised as hashed.
 */
const CONTENT_HASH = '[contenthash:8]';

/** Dev servers share whole packages: shared tree shaking is a production build optimisation. */
function withoutTreeShaking(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, { treeShaking, ...config }]) => [key, config]));
}

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (import.meta.dirname)
 * @param {string} app.name       federation container name, a JS identifier (mfe_public)
 * @param {number} app.port       dev server port
 * @param {Record<string,string>} [app.exposes]  pages this remote exposes
 * @param {string} [app.publicPath]  'auto' for remotes; the shell is served at the site root
 * @param {boolean} [app.federation]  false builds a plain single app (the bundled baseline of `pnpm bench`)
 * @param {string} [app.outDir]       where the build goes (default: the app's dist/)
 * @param {Record<string,string>} [app.alias]   module replacements (resolve.alias)
 * @param {Record<string,string>} [app.define]  extra compile-time constants (DefinePlugin)
 * @param {Record<string,unknown>} [app.manifestData]  more metaData for the app's mf-manifest.json: a remote's
 *   routeData (per exposed page, the public API reads it starts with, 'uid-status/{uid}', so the shell can
 *   start them with the page's code); the shell's pages (its route table, read by the release gate)
 * @param {import('../src/federation/route-claims.ts').RemoteRoute[]} [app.routes]  pages a remote declares itself (no shell release needed), under the
 *   paths it claims (shared-ui/platform/src/federation/route-claims.ts): published in its mf-manifest.json as
 *   metaData.routes, each with `remote` = the container name
 */
export function createAppConfig({
  dir,
  name,
  port,
  exposes,
  publicPath = 'auto',
  federation = true,
  outDir = path.join(dir, 'dist'),
  alias = {},
  define = {},
  manifestData,
  routes,
}) {
  const isHost = !exposes;
  const metaData = {
    ...manifestData,
    ...(routes?.length ? { routes: manifestRoutes(name, exposes ?? {}, routes) } : {}),
  };
  return (env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const devPort = Number(argv.port ?? port);
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'cheap-module-source-map',
      // Lazy compilation would send a remote's compile requests to the host's dev server, which cannot
      // build them: every chunk is compiled up front instead (each app builds in about a second).
      lazyCompilation: false,
      output: {
        path: outDir,
        publicPath: env?.RSPACK_SERVE && publicPath === 'auto' ? devServerOrigin(devPort) : publicPath,
        uniqueName: name,
        // Chunks from another origin load in CORS mode, so that an error they throw keeps its file and stack
        // for the health reports (shell/src/federation/cross-origin-plugin.ts does the same for entries).
        crossOriginLoading: 'anonymous',
        filename: production ? `[name].${CONTENT_HASH}.js` : '[name].js',
        chunkFilename: production ? `[name].${CONTENT_HASH}.js` : '[name].js',
        cssFilename: production ? `[name].${CONTENT_HASH}.css` : '[name].css',
        cssChunkFilename: production ? `[name].${CONTENT_HASH}.css` : '[name].css',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs'],
        alias: { ...(federation && production ? federationRuntimeAsEsm() : {}), ...SERVER_ONLY_PACKAGES, ...alias },
      },
      module: {
        // CSS modules are default-exported objects (import styles from './x.module.css'), as in Vite.
        parser: { 'css/module': { namedExports: false } },
        generator: {
          // The container name keeps class names of different remotes apart on one page.
          'css/module': { localIdentName: production ? `${name}-[hash:8]` : `${name}-[name]__[local]` },
        },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            type: 'javascript/auto',
            use: [
              {
                loader: 'builtin:swc-loader',
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true },
                    transform: { react: { runtime: 'automatic', development: !production } },
                  },
                  env: { targets: 'chrome >= 87, safari >= 14, firefox >= 78' },
                },
              },
              // Runs first: names the lazy imports after the chunk plan.
              CHUNK_PLAN_LOADER,
            ],
          },
          { test: /\.module\.css$/, type: 'css/module' },
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
          { test: /\.svg$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          // The shell has its own document; a remote run alone gets the one page every remote shares.
          ...(isHost
            ? { template: './index.html' }
            : {
                template: STANDALONE_PAGE,
                title: `${name.replaceAll('_', '-')} (standalone)`,
                // The page runs the remote's own entry; its remoteEntry.js is for a host.
                chunks: ['main'],
              }),
          scriptLoading: 'defer',
        }),
        isHost && production && new PreloadStartupChunksPlugin({ publicPath }),
        isHost && production && new InlineStylesheetPlugin({ publicPath }),
        // The host's entry and the shared libraries, compiled while they download (both builds of the bench).
        isHost &&
          production &&
          new CompileHintsPlugin({ chunks: ['main', STARTUP_SHARED_CHUNKS.startupLibraries.name] }),
        production && new PrecompressPlugin(),
        federation && production && federationErrorTexts(),
        new rspack.CopyRspackPlugin({
          patterns: [
            {
              from: 'public',
              noErrorOnMissing: true,
              // public/runtime-config.json is the development servers' (localhost URLs): a deployment serves
              // its own from the environment's folder, so production builds never carry one.
              globOptions: { ignore: production ? ['**/runtime-config.json'] : [] },
            },
          ],
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          ...define,
        }),
        federation &&
          new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes: exposes && withHindiBundles(dir, exposes),
            shared: production ? sharedDependencies : withoutTreeShaking(sharedDependencies),
            shareStrategy: 'loaded-first',
            manifest: Object.keys(metaData).length
              ? { additionalData: ({ stats }) => ({ ...stats, metaData: { ...stats.metaData, ...metaData } }) }
              : true,
            dts: false,
            experiments: production
              ? {
                  // The remotes reuse the shell's federation runtime (about 17 KB gzip less per route). Dev
                  // builds keep their own, so a remote still runs standalone for its team.
                  ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
                  // Browser-only runtime: drops the federation SDK's Node.js code paths.
                  optimization: { target: 'web' },
                }
              : {},
          }),
      ].filter(Boolean),
      optimization: {
        ...(production ? { minimizer: minimizers() } : {}),
        splitChunks:
          isHost && production ? { chunks: 'async', cacheGroups: STARTUP_SHARED_CHUNKS } : { chunks: 'async' },
        // Rspack's dev build marks some CommonJS exports of the federation SDK unused and then calls
        // them ("__exportAll is not a function"); production tree-shakes those modules away instead.
        ...(production ? {} : { usedExports: false }),
      },
      performance: { hints: false },
      // Every shared-ui selector is wrapped in :where() so that stylesheet order never matters (see the
      // components' CSS): the CSS chunks' "Conflicting order" warnings are noise.
      ignoreWarnings: [/Conflicting order between/],
      // pnpm start (tools/start.mjs) sets QR_DEV_QUIET: its dev servers log errors only, without each dev
      // server's own banner; it prints one banner once every app answers.
      ...(process.env.QR_DEV_QUIET ? { infrastructureLogging: { level: 'error' } } : {}),
      devServer: {
        port: devPort,
        host: 'localhost',
        setupExitSignals: false,
        setupMiddlewares: (middlewares, server) => {
          stopQuietlyOnSignals(server);
          return middlewares;
        },
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false } },
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}
