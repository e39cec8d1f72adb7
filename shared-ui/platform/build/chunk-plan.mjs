// @ts-check
// The chunk plan of every app, in one place: the named chunks of lazily imported modules (CHUNK_PLAN) and the
// shell's start-up chunks of shared modules (startupSharedChunks). The sources carry no chunk names.
import path from 'node:path';

/** The repository's root: CHUNK_PLAN's entries are paths from it, without their extension. */
const ROOT = path.join(import.meta.dirname, '..', '..', '..');

/** @param {string[]} catalogs */
const shellHindi = (...catalogs) => catalogs.map((catalog) => `shell/src/${catalog}.hi`);
/** @param {string[]} features */
const publicHindi = (...features) => features.map((feature) => `mfe-public/src/features/${feature}/messages.hi`);

/**
 * Each named chunk and the modules the apps import lazily into it (with what they need that their importer does
 * not have already): every `import('…')` of a listed module loads its chunk, so the imports of one chunk share
 * one file. A module no entry lists gets a numbered chunk of its own.
 * @type {Record<string, string[]>}
 */
export const CHUNK_PLAN = {
  // The shell behind its async boundary, once the first page's files are on their way (index.ts).
  bootstrap: ['shell/src/bootstrap'],
  // Focus and the route's description after a navigation, once the visitor has interacted (app.tsx).
  'after-navigation': ['shell/src/document/after-navigation'],
  // The rules that accept runtime-config.json's declared routes, when the config declares any.
  'declared-routes': ['shell/src/routing/declared-routes'],
  // A tester's preview of a release, in a tab that asked for one.
  preview: ['shell/src/preview/preview'],
  // The health reports, once the first page is usable, and web-vitals for a tab in the sample.
  telemetry: ['shell/src/telemetry/reporter'],
  'telemetry-vitals': ['shell/src/telemetry/web-vitals'],
  // The shell's own pages for what went wrong, the checks behind them, and the preview's marker and notice:
  // nothing of them on a route that works for a visitor who previews nothing.
  'status-pages': [
    'shell/src/status/access-denied',
    'shell/src/status/user-info-failed',
    'shell/src/status/remote-unavailable',
    'shell/src/status/config-error-page',
    'shell/src/federation/follow-live-site',
    'shell/src/federation/unavailable-page',
    'shell/src/routing/live-page',
    'shell/src/preview/preview-notice',
    'shell/src/preview/preview-bar',
    // The words for a refused config (imported by shared-ui's runtime), with the page that shows them.
    'shared-ui/runtime/src/config-error/describe-config-issue',
  ],
  // Hindi texts, for a Hindi visitor only, one chunk a group of pages. The shell's own texts are requested
  // by its entry at once (startup/shell-hindi.ts): one file, so its catalogs find all of them loaded.
  'shell-hi': shellHindi(
    'document/messages',
    'document/descriptions/messages',
    'document/titles/messages',
    'status/shell-messages',
  ),
  'status-pages-hi': shellHindi('status/messages', 'preview/messages'),
  'public-hi': publicHindi(
    'shared',
    'registration',
    'landing',
    'sticker',
    'login',
    'contact-owner',
    'contact-owner/confirmation',
  ),
  'info-hi': publicHindi(
    'info/features',
    'info/how-to-use',
    'info/contact',
    'info/terms',
    'info/privacy',
    'info/pricing',
  ),
};

const CHUNK_OF_MODULE = new Map(
  Object.entries(CHUNK_PLAN).flatMap(([chunk, modules]) => modules.map((module) => [module, chunk])),
);

/**
 * The planned chunk of a module, if any.
 * @param {string} file  an absolute path, with or without its extension
 * @returns {string | undefined}
 */
export function chunkOf(file) {
  const module = path.relative(ROOT, file).split(path.sep).join('/');
  return CHUNK_OF_MODULE.get(module.replace(/\.(tsx?|mjs|js)$/, ''));
}

/** The loader that names each lazy import after the plan (a rule's `use`, before the TypeScript compiler). */
export const CHUNK_PLAN_LOADER = path.join(import.meta.dirname, 'chunk-plan-loader.mjs');

/** @param {string[]} names */
const inNodeModules = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](\\.pnpm[\\\\/])?(${names.join('|')})[@\\\\/]`);

/**
 * The shell provides the shared singletons and every route needs all of them at start-up. Left to
 * themselves they come as about ten async chunks; two chunks (the libraries, which rarely change, and
 * shared-ui's runtime and contract) compress better and save 3.6 KB gzip and eight requests per route.
 * @param {string} serverOnlyStandIn  the empty module that stands in for the router's server-only packages
 */
export const startupSharedChunks = (serverOnlyStandIn) => ({
  startupLibraries: {
    /** @param {{ resource?: string }} module */
    test: (module) =>
      module.resource === serverOnlyStandIn ||
      inNodeModules(['react', 'react-dom', 'scheduler', 'jotai', 'react-router', 'react-router-dom', 'ky', 'zod']).test(
        module.resource ?? '',
      ),
    name: 'startup-libraries',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  startupRuntime: {
    // The runtime singleton (session/, with the i18n core it carries) and the contract; not server-data and the
    // other non-shared entries, which each remote bundles (in this chunk, a remote's page would fetch it).
    test: /[\\/]shared-ui[\\/](runtime[\\/]src[\\/](session|i18n)|contract[\\/]src)[\\/]/,
    name: 'startup-runtime',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
});
