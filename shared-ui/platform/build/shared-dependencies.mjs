// @ts-check
// What every app shares with the others at run time: one copy of each, whoever loads first.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The version of one of shared-ui's packages an app is built with: its singletons are shared under it.
 * @param {string} folder
 * @returns {string}
 */
const versionOf = (folder) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', folder, 'package.json'), 'utf8')).version;

/**
 * The react-router-dom exports any app may import. All four builds keep exactly these (shared
 * tree shaking), so the shared copy is about 16 KB gzip instead of 62 KB and is the same in every app,
 * which keeps it a true singleton. A unit test fails when source imports a name missing here.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'createSearchParams',
  'generatePath',
  'Link',
  'matchPath',
  'MemoryRouter',
  'Navigate',
  'NavLink',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
];

/** shared-ui's shared entries and their packages' folders in shared-ui/: code elsewhere in shared-ui imports them by these names, never by a relative path. */
const SHARED_UI_SINGLETONS = { '@qr/runtime': 'runtime', '@qr/contract': 'contract' };
/** @param {string} version */
const sharedUiSingleton = (version) => ({ singleton: true, requiredVersion: `^${version}`, version });

/** Real semver ranges: a workspace:* range would trip the version check. */
/** @type {Record<string, Record<string, unknown>>} */
export const sharedDependencies = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react/': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.2.0' },
  'react-router-dom': {
    singleton: true,
    requiredVersion: '^7.9.0',
    treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS },
  },
  jotai: { singleton: true, requiredVersion: '^3.0.0' },
  // shared-ui's entries with state must be one copy on the page: the runtime (auth and config atoms, notify,
  // HTTP client), which also carries i18n's state (language atom, catalogs shown, the Hindi deadline: see
  // src/runtime/index.ts), and the API contract (with the zod/mini it is written in). The other entries are
  // not shared: each app bundles the components it uses, so a route loads only its own, and the start-up
  // entries (i18n/start-up, runtime/config-url) run before any shared module has loaded.
  ...Object.fromEntries(
    Object.entries(SHARED_UI_SINGLETONS).map(([entry, folder]) => [entry, sharedUiSingleton(versionOf(folder))]),
  ),
};
