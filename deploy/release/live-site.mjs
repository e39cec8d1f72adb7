// The live site a release is checked against and switched on: its runtime-config.json (a file on the
// shell's host), the shell's build (a folder, or the site's URL: the gate reads its mf-manifest.json)
// and the CDN base URL the releases are published under. Without options, the local site of `pnpm serve`.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ReleaseError, ROOT } from './releases.mjs';

const servePortBase = () => Number(process.env.SERVE_PORT_BASE ?? 5000);

/** Where `pnpm serve` keeps the served runtime-config.json (see e2e/tools/serve-builds.mjs). */
export const localConfigFile = () => path.join(ROOT, 'e2e', '.serve', String(servePortBase()), 'runtime-config.json');
/** The local CDN origin that publishes the releases folder (`pnpm serve`). */
export const localCdnPort = () => servePortBase() + 4;

/**
 * @param {{ config?: string, shell?: string, cdn?: string }} options from the command line
 */
export function liveSite(options = {}) {
  return {
    local: !options.config,
    configFile: path.resolve(options.config ?? localConfigFile()),
    shell: options.shell ?? path.join(ROOT, 'shell', 'dist'),
    cdn: (options.cdn ?? `http://localhost:${localCdnPort()}`).replace(/\/*$/, '/'),
  };
}

/** A JSON file from a folder or from a URL (the live site's, or a CDN's). */
export async function readJsonAt(base, file) {
  if (/^https?:\/\//.test(base)) {
    const url = new URL(file, base.replace(/\/*$/, '/'));
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new ReleaseError(`${url} answered ${response.status}`);
    return response.json();
  }
  const location = path.join(base, file);
  if (!existsSync(location)) throw new ReleaseError(`${location} does not exist`);
  return JSON.parse(readFileSync(location, 'utf8'));
}

/** The live runtime-config.json, with the minimum a switch needs checked. */
export function readLiveConfig(site) {
  if (!existsSync(site.configFile)) {
    throw new ReleaseError(
      `no live runtime-config.json at ${site.configFile} (start the site with pnpm serve, or pass --config)`,
    );
  }
  const config = JSON.parse(readFileSync(site.configFile, 'utf8'));
  if (!config?.remotes || typeof config.remotes !== 'object') {
    throw new ReleaseError(`${site.configFile} has no "remotes"`);
  }
  return config;
}

/** Writes a file so that a visitor never reads half of it: a temporary file beside it, then a rename. */
export function writeAtomically(file, text) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

export function writeLiveConfig(site, config) {
  writeAtomically(site.configFile, `${JSON.stringify(config, null, 2)}\n`);
}

/** Every switch and rollback, beside runtime-config.json (never served: nginx serves that one file). */
export const historyFile = (site) => path.join(path.dirname(site.configFile), 'runtime-config.history.json');

export function readHistory(site) {
  const file = historyFile(site);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

export function appendHistory(site, entry) {
  writeAtomically(historyFile(site), `${JSON.stringify([...readHistory(site), entry], null, 2)}\n`);
}

/** The promotes of an app still in force, oldest first: each rollback undid the latest one before it. */
export function promotesInForce(history, app) {
  const stack = [];
  for (const entry of history.filter((item) => item.app === app)) {
    if (entry.action === 'promote') stack.push(entry);
    else if (entry.action === 'rollback') stack.pop();
  }
  return stack;
}
