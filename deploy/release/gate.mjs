// The compatibility gate: may this release of a remote go live beside the live shell? The rules are the
// shell's own (shell/src/federation/compatibility.ts), which the shell also applies when it loads a
// remote; here they run before the release is switched on, with a report for the team.
import { breaksEveryPage, compatibilityProblems } from '../../shared-ui/src/federation/index.ts';
import { readJsonAt } from './live-site.mjs';
import { REMOTES } from './releases.mjs';

const versionOf = (manifest) => manifest?.metaData?.buildInfo?.buildVersion ?? 'unknown';

/** What the live remote is now, for the report (null when it cannot be read). */
async function liveRemote(config, container) {
  const url = config?.remotes?.[container];
  if (!url) return null;
  try {
    const manifest = await readJsonAt(url.replace(/[^/]*$/, ''), url.split('/').pop());
    return { url, version: versionOf(manifest), exposes: manifest.exposes.map((item) => item.name) };
  } catch {
    return { url, version: 'unreadable', exposes: [] };
  }
}

/**
 * @param {{ app: string, manifest: object, site: { shell: string }, config?: object }} input
 * @returns {Promise<{ ok: boolean, problems: object[], report: string }>}
 */
export async function runGate({ app, manifest, site, config }) {
  const container = REMOTES[app];
  const shellManifest = await readJsonAt(site.shell, 'mf-manifest.json');
  const provided = Object.fromEntries((shellManifest.shared ?? []).map((item) => [item.name, item.version]));
  const singletons = (shellManifest.shared ?? []).filter((item) => item.singleton).map((item) => item.name);
  const pages = shellManifest.metaData?.pages;
  const problems = Array.isArray(pages)
    ? compatibilityProblems({ remote: container, manifest, provided, pages, singletons })
    : [{ kind: 'shell', text: "the live shell's mf-manifest.json lists no pages (a shell built before the gate)" }];
  const ok = problems.length === 0;

  const lines = [`Compatibility gate: ${app} ${versionOf(manifest)} against the live shell (${site.shell})`];
  const live = await liveRemote(config, container);
  if (live) lines.push(`  live now: ${app} ${live.version} (${live.url})`);
  const ownPages = (pages ?? []).filter((page) => page.remote === container);
  const exposed = new Set((manifest.exposes ?? []).map((item) => item.name));
  const failedPages = new Set(problems.filter((p) => p.kind === 'expose').map((p) => p.expose));
  lines.push(`  pages of the shell's route table (${ownPages.length}):`);
  for (const expose of new Set(ownPages.map((page) => page.expose))) {
    lines.push(`    ${failedPages.has(expose) ? '✗' : '✓'} ./${expose}`);
  }
  const remoteSingletons = (manifest.shared ?? []).filter((item) => item.singleton);
  const failedShared = new Set(problems.filter((p) => p.kind === 'shared').map((p) => p.name));
  lines.push(`  shared singletons (${remoteSingletons.length}):`);
  for (const item of remoteSingletons) {
    const mark = failedShared.has(item.name) ? '✗' : '✓';
    lines.push(
      `    ${mark} ${item.name} requires ${item.requiredVersion}, the shell provides ${provided[item.name] ?? 'none'}`,
    );
  }
  for (const problem of problems.filter(
    (p) => p.kind === 'shared' && !remoteSingletons.some((i) => i.name === p.name),
  )) {
    lines.push(`    ✗ ${problem.name}: provided by the shell as a singleton, not shared by this build`);
  }
  if (live) {
    const dropped = live.exposes.filter((name) => !exposed.has(name));
    if (dropped.length) lines.push(`  no longer exposed (compared with the live release): ${dropped.join(', ')}`);
  }
  if (ok) lines.push(`PASSED: ${app} ${versionOf(manifest)} fits the live shell.`);
  else {
    lines.push(`REFUSED: ${app} ${versionOf(manifest)} does not fit the live shell:`);
    for (const problem of problems) lines.push(`  - ${problem.text}`);
    if (problems.some(breaksEveryPage)) lines.push('  Every page of this remote would fail to load.');
  }
  return { ok, problems, report: lines.join('\n') };
}
