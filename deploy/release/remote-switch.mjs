// Promote and rollback of a remote: what the switch will point at, verified on the CDN, gated against
// the live shell, and allowed by the site's CSP, before the transaction (switch.mjs) writes it.

import { readJsonAt } from './files.mjs';
import { judgeRemote } from './gate.mjs';
import { localSiteRunning, reloadLocalSite } from './local-site.mjs';
import { isReleaseVersion, REMOTES, ReleaseError, readRelease, releaseManifestPath } from './releases.mjs';
import { siteAllowsScripts, verifyOnCdn } from './verify.mjs';

/** The release URL of a version on the environment's CDN. */
export const releaseUrl = (environment, app, version) =>
  new URL(releaseManifestPath(app, version), environment.cdn).href;

/** The version a live URL is a release of (null for a build that is not on the CDN as a release). */
export function versionOfUrl(environment, app, url) {
  const prefix = new URL(`${app}/`, environment.cdn).href;
  if (!url?.startsWith(prefix) || !url.endsWith('/mf-manifest.json')) return null;
  const version = url.slice(prefix.length, -'/mf-manifest.json'.length);
  return isReleaseVersion(version) ? version : null;
}

/** The release record the tools keep (null when this checkout has none: the CDN's copy is then used). */
function localRecord(app, version) {
  try {
    return readRelease(app, version).record;
  } catch {
    return null;
  }
}

/**
 * Checks a target before it is switched on: on the CDN and unchanged, then the gate against the live
 * shell. Throws (nothing switched) unless both pass; `force` lets a gate refusal through, never a
 * verification failure.
 * @returns {Promise<{ manifest: object, record: object|null, gate: 'passed'|'forced' }>}
 */
export async function checkTarget({ environment, app, url, version, config, force, say, forcible = true }) {
  const verified = await verifyOnCdn({
    manifestUrl: url,
    record: version ? localRecord(app, version) : null,
    publicKeyFile: environment.releasePublicKey,
  });
  if (verified.problems.length) {
    const shown = verified.problems.slice(0, 3).join('; ');
    const more = verified.problems.length > 3 ? ` and ${verified.problems.length - 3} more` : '';
    throw new ReleaseError(
      `refused: ${app} ${version ?? url} on the CDN is not what was released: ${shown}${more}; nothing switched`,
    );
  }
  say(
    verified.release
      ? `Verified on the CDN: ${Object.keys(verified.record.files).length} files of ${app} ${version} match release.json (SHA-256).`
      : `Reachable: ${url} (a build that is not a release: no hashes to compare).`,
  );
  if (version && verified.manifest?.metaData?.buildInfo?.buildVersion !== version) {
    throw new ReleaseError(
      `refused: ${url} is the build of version ${verified.manifest?.metaData?.buildInfo?.buildVersion}, not ${version}`,
    );
  }
  const shellManifest = await readJsonAt(environment.shell, 'mf-manifest.json');
  const liveUrl = config.remotes[REMOTES[app]];
  const liveManifest = await readJsonAt(liveUrl.replace(/[^/]*$/, ''), 'mf-manifest.json').catch(() => null);
  const gate = judgeRemote({
    app,
    manifest: verified.manifest,
    shellManifest,
    shellAt: environment.shell,
    liveUrl,
    liveManifest,
    liveRoutes: config.routes ?? [],
  });
  say(gate.report);
  if (!gate.ok && !force) {
    const hint = forcible ? ' (--force overrides the gate)' : '';
    throw new ReleaseError(`refused: the gate refused ${app} ${version ?? url}${hint}`);
  }
  if (!gate.ok) say(`--force: switching to ${app} ${version ?? url} although the gate refused it.`);
  return { manifest: verified.manifest, record: verified.record, gate: gate.ok ? 'passed' : 'forced' };
}

const folderOf = (url) => new URL('.', url).href;

/** Whether the live CSP (rendered from `config`: deploy/csp.ts) already lets pages load code from `url`. */
function allowedByLiveConfig(config, url) {
  const folders = [
    ...(config.releasesCdn ? [new URL(config.releasesCdn).href.replace(/\/*$/, '/')] : []),
    ...Object.values(config.remotes).map(folderOf),
  ];
  return folders.some((folder) => folderOf(url).startsWith(folder));
}

/**
 * A remote moving to a place the live CSP does not name yet (another host, or a folder outside the
 * releases CDN) must already be allowed by the site's CSP, or browsers would block it. Locally the CSP is
 * rendered with the new origin first; elsewhere the site's headers are read, and a refusal changes nothing.
 */
export async function ensureOriginAllowed({ environment, config, url, dryRun, say }) {
  if (allowedByLiveConfig(config, url)) return;
  const origin = new URL(url).origin;
  if (environment.local && localSiteRunning(environment) && !dryRun) {
    await reloadLocalSite(environment, { allowOrigins: [origin] });
    say(`The local ${environment.name} nginx now allows ${origin} (CSP), before the switch.`);
  }
  if (!environment.site) {
    throw new ReleaseError(
      `refused: ${folderOf(url)} is new to the CSP and ${environment.name} names no site whose CSP can be checked (--site)`,
    );
  }
  if (environment.local && !localSiteRunning(environment)) return; // nothing serves it: nothing to block
  if (dryRun && environment.local) return say(`would allow ${origin} in the local nginx's CSP first`);
  if (!(await siteAllowsScripts(environment.site, url))) {
    throw new ReleaseError(
      `refused: the CSP of ${environment.site} does not allow ${origin} yet; add it to allowRemoteOrigins, render and reload nginx (deploy/README.md), then switch`,
    );
  }
}

/** The routes a build declares (its own pages, outside the shell's route table). */
export const declaredRoutes = (manifest, container) =>
  (manifest?.metaData?.routes ?? []).map((route) => ({ ...route, remote: container }));
