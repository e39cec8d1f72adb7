// One Rspack + Module Federation config for the shell and the three remotes, so that shared
// singletons, loaders and output naming can never drift between independently deployed apps.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { sharedDependencies } from './shared-dependencies.mjs';

export { sharedDependencies };

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
 */
export function createAppConfig({ dir, name, port, exposes, publicPath = 'auto' }) {
  const isHost = !exposes;
  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'cheap-module-source-map',
      // Lazy compilation would send a remote's compile requests to the host's dev server, which cannot
      // build them: every chunk is compiled up front instead (each app builds in about a second).
      lazyCompilation: false,
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
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
            loader: 'builtin:swc-loader',
            type: 'javascript/auto',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
              env: { targets: 'chrome >= 87, safari >= 14, firefox >= 78' },
            },
          },
          { test: /\.module\.css$/, type: 'css/module' },
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
          { test: /\.svg$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({ template: './index.html', scriptLoading: 'defer' }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: production ? sharedDependencies : withoutTreeShaking(sharedDependencies),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // In production the remotes reuse the shell's federation runtime (about 17 KB gzip less per
          // route). Dev builds keep their own, so a remote still runs standalone for its team.
          experiments: production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {},
        }),
      ],
      optimization: {
        splitChunks: { chunks: 'async' },
        // Rspack's dev build marks some CommonJS exports of the federation SDK unused and then calls
        // them ("__exportAll is not a function"); production tree-shakes those modules away instead.
        ...(production ? {} : { usedExports: false }),
      },
      performance: { hints: false },
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false } },
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}
