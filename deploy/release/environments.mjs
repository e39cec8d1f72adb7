// The environments a release goes live in. Each has its own live runtime-config.json, history and lock
// (all three side by side), its shell (the folder the site's shell is served from, or the site's URL),
// the site's URL (its CSP is checked before a switch to a new origin) and the CDN publishing the
// releases. Production deployments describe theirs in an environments file (deploy/environments.example.json);
// without one, the two local environments of `pnpm serve`: production on :5000 and staging on :5005.
import path from 'node:path';
import { readJsonFile } from './files.mjs';
import { ReleaseError, ROOT } from './releases.mjs';

const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]{0,30}$/;

const servePortBase = () => Number(process.env.SERVE_PORT_BASE ?? 5000);

/** Ports of `pnpm serve`: the shell on the base port, remotes on the next three, the CDN next, staging after. */
export const localPorts = () => {
  const base = servePortBase();
  return { production: base, cdn: base + 4, staging: base + 5 };
};

/** Where `pnpm serve` keeps an environment's live files (never inside a build folder). */
export function localEnvironmentDir(name) {
  const dir = path.join(ROOT, '.serve', String(servePortBase()));
  return name === 'production' ? dir : path.join(dir, name);
}

function localEnvironment(name) {
  const ports = localPorts();
  if (!(name in ports) || name === 'cdn') {
    throw new ReleaseError(`"${name}" is not an environment of the local site (production, staging)`);
  }
  const dir = localEnvironmentDir(name);
  return {
    name,
    local: true,
    configFile: path.join(dir, 'runtime-config.json'),
    shellRoot: path.join(dir, 'shell-root'),
    site: `http://localhost:${ports[name]}/`,
    cdn: `http://localhost:${ports.cdn}/`,
  };
}

const withSlash = (url) => url.replace(/\/*$/, '/');

function fromFile(file, name) {
  const described = readJsonFile(file, 'the environments file');
  const entry = described?.environments?.[name];
  if (!entry) {
    const known = Object.keys(described?.environments ?? {}).join(', ');
    throw new ReleaseError(`no environment "${name}" in ${file} (it has: ${known || 'none'})`);
  }
  if (typeof entry.config !== 'string') throw new ReleaseError(`${file}: environments.${name}.config is missing`);
  const cdn = entry.cdn ?? described.cdn;
  if (typeof cdn !== 'string') throw new ReleaseError(`${file}: no "cdn" for ${name}`);
  return {
    name,
    local: false,
    configFile: path.resolve(path.dirname(file), entry.config),
    shellRoot: entry.shellRoot ? path.resolve(path.dirname(file), entry.shellRoot) : null,
    site: entry.site ? withSlash(entry.site) : null,
    cdn: withSlash(cdn),
    // The health collector's URL (GET /v1/health) and the guard's policy ({ minViews, margin }), if set.
    collector: typeof entry.collector === 'string' ? entry.collector : null,
    guard: entry.guard && typeof entry.guard === 'object' ? entry.guard : null,
    // The deploy API's public key (a PEM file): every release verified here must carry its release.sig.
    releasePublicKey:
      typeof (entry.releasePublicKey ?? described.releasePublicKey) === 'string'
        ? path.resolve(path.dirname(file), entry.releasePublicKey ?? described.releasePublicKey)
        : null,
    // The private key that signs its preview links (a PEM file, ECDSA P-256): pnpm preview (preview-link.mjs).
    previewKey:
      typeof (entry.previewKey ?? described.previewKey) === 'string'
        ? path.resolve(path.dirname(file), entry.previewKey ?? described.previewKey)
        : null,
  };
}

/**
 * @param {{ env?: string, environments?: string, config?: string, shell?: string, cdn?: string, site?: string }} options
 * @returns {{ name: string, local: boolean, configFile: string, shellRoot: string|null, site: string|null,
 *   cdn: string, shell: string, historyFile: string, lockFile: string, journalFile: string,
 *   previewKey: string|null, previewKeyManaged: boolean }}
 *   previewKey: the private key that signs preview links; managed (pnpm serve's environments, and one given
 *   with --config): preview-key.pem beside runtime-config.json, which pnpm preview creates on first use and
 *   whose public key it writes into that file; else the environments file names it, and the operator puts
 *   its public key into the config.
 */
export function resolveEnvironment(options = {}) {
  const name = options.env ?? 'production';
  if (!ENVIRONMENT_NAME.test(name)) throw new ReleaseError(`"${name}" is not an environment name`);
  const file = options.environments ?? process.env.QR_ENVIRONMENTS;
  let environment;
  if (options.config) {
    environment = {
      name,
      local: false,
      configFile: path.resolve(options.config),
      shellRoot: null,
      site: options.site ? withSlash(options.site) : null,
      cdn: withSlash(options.cdn ?? `http://localhost:${localPorts().cdn}`),
    };
  } else if (file) environment = fromFile(path.resolve(file), name);
  else environment = localEnvironment(name);
  if (options.cdn) environment.cdn = withSlash(options.cdn);
  const dir = path.dirname(environment.configFile);
  return {
    ...environment,
    // The gate reads the live shell's mf-manifest.json here: its folder, else the site.
    shell: options.shell ?? environment.shellRoot ?? environment.site ?? path.join(ROOT, 'shell', 'dist'),
    historyFile: path.join(dir, 'runtime-config.history.json'),
    lockFile: path.join(dir, 'runtime-config.lock'),
    journalFile: path.join(dir, 'runtime-config.journal.json'),
    previewKey: environment.previewKey === undefined ? path.join(dir, 'preview-key.pem') : environment.previewKey,
    previewKeyManaged: environment.previewKey === undefined,
  };
}

/** The names an environments file (or the local site) defines, for listings. */
export function environmentNames(options = {}) {
  const file = options.environments ?? process.env.QR_ENVIRONMENTS;
  if (options.config) return [options.env ?? 'production'];
  if (file) return Object.keys(readJsonFile(path.resolve(file), 'the environments file').environments ?? {});
  return ['staging', 'production'];
}
