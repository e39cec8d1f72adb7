// The compatibility gate: may this build go live beside the rest of the live site? The rules are
// @qr/platform/federation's, which the shell also applies when it loads a remote. A remote's release is
// judged against the live shell's mf-manifest.json (the singletons it provides, its route table and the
// paths remotes may claim); a shell's release against every live remote.
import {
  breaksEveryPage,
  buildVersionOf,
  compatibilityProblems,
  routeClaimProblems,
} from '../../shared-ui/platform/src/federation/index.ts';
import { isHindiExpose } from '../../shared-ui/runtime/src/i18n/hindi-files.ts';
import { readJsonAt } from './files.mjs';
import { REMOTES } from './releases.mjs';

/** What the shell provides, from its mf-manifest.json. */
export function shellProvides(shellManifest) {
  const shared = shellManifest.shared ?? [];
  return {
    provided: Object.fromEntries(shared.map((item) => [item.name, item.version])),
    singletons: shared.filter((item) => item.singleton).map((item) => item.name),
    pages: shellManifest.metaData?.pages,
    claims: shellManifest.metaData?.pathClaims ?? [],
  };
}

/**
 * The pages a build declares against the shell's claims, its route table and the pages the other remotes
 * declare live (problems of kind 'route': they break only those pages).
 */
function declaredRouteProblems({ container, manifest, pages, claims, liveRoutes }) {
  return routeClaimProblems({
    remote: container,
    routes: manifest.metaData?.routes ?? [],
    pages: pages ?? [],
    others: liveRoutes.filter((route) => route.remote !== container),
    claims,
  }).map((problem) => ({ kind: 'route', path: problem.path, text: problem.text }));
}

const exposeName = (item) => item.name.replace(/^\.\//, '');

/**
 * @param {{ app: string, manifest: object, shellManifest: object, shellAt: string, liveUrl?: string|null,
 *   liveManifest?: object|null, liveRoutes?: object[] }} input  liveRoutes: runtime-config.json's routes
 * @returns {{ ok: boolean, problems: object[], report: string }}
 */
export function judgeRemote({
  app,
  manifest,
  shellManifest,
  shellAt,
  liveUrl = null,
  liveManifest = null,
  liveRoutes = [],
}) {
  const container = REMOTES[app];
  const { provided, singletons, pages, claims } = shellProvides(shellManifest);
  const problems = Array.isArray(pages)
    ? [
        ...compatibilityProblems({ remote: container, manifest, provided, pages, singletons }),
        ...declaredRouteProblems({ container, manifest, pages, claims, liveRoutes }),
      ]
    : [{ kind: 'shell', text: "the live shell's mf-manifest.json lists no pages (a shell built before the gate)" }];
  const ok = problems.length === 0;
  const version = buildVersionOf(manifest);

  const lines = [`Compatibility gate: ${app} ${version} against the live shell (${shellAt})`];
  if (liveUrl)
    lines.push(`  live now: ${app} ${liveManifest ? buildVersionOf(liveManifest) : 'unreadable'} (${liveUrl})`);
  const ownPages = (pages ?? []).filter((page) => page.remote === container);
  const failedPages = new Set(problems.filter((p) => p.kind === 'expose').map((p) => p.expose));
  const pageNames = [...new Set(ownPages.map((page) => page.expose))];
  lines.push(`  pages of the shell's route table (${pageNames.length}):`);
  const passedPages = pageNames.filter((expose) => !failedPages.has(expose));
  if (passedPages.length) lines.push(`    ✓ ${passedPages.map((expose) => `./${expose}`).join(' ')}`);
  for (const expose of failedPages) lines.push(`    ✗ ./${expose}`);
  const failedShared = new Set(problems.filter((p) => p.kind === 'shared').map((p) => p.name));
  const sharedSingletons = (manifest.shared ?? []).filter((item) => item.singleton);
  lines.push(`  shared singletons (${new Set([...singletons, ...sharedSingletons.map((i) => i.name)]).size}):`);
  const passedShared = sharedSingletons.filter((item) => !failedShared.has(item.name));
  if (passedShared.length) {
    lines.push(
      `    ✓ ${passedShared.map((item) => `${item.name} ${item.requiredVersion} (${provided[item.name]})`).join(', ')}`,
    );
  }
  for (const item of sharedSingletons.filter((item) => failedShared.has(item.name))) {
    lines.push(
      `    ✗ ${item.name} requires ${item.requiredVersion}, the shell provides ${provided[item.name] ?? 'none'}`,
    );
  }
  for (const name of singletons.filter((name) => !sharedSingletons.some((item) => item.name === name))) {
    lines.push(`    ✗ ${name}: the shell provides it as a singleton, this build does not share it`);
  }
  const used = new Set(ownPages.map((page) => page.expose));
  for (const route of manifest.metaData?.routes ?? []) used.add(route.expose);
  const unused = (manifest.exposes ?? []).map(exposeName).filter((name) => !isHindiExpose(name) && !used.has(name));
  if (unused.length) lines.push(`  exposed but used by no route (dead code?): ${unused.join(', ')}`);
  const declared = manifest.metaData?.routes ?? [];
  if (declared.length) {
    const refused = new Set(problems.filter((p) => p.kind === 'route').map((p) => p.path));
    lines.push(`  pages it declares (${declared.length}):`);
    for (const route of declared)
      lines.push(`    ${refused.has(route.path) ? '✗' : '✓'} ${route.path} -> ./${route.expose} (${route.access})`);
  }
  if (liveManifest) {
    const exposed = new Set((manifest.exposes ?? []).map(exposeName));
    const dropped = (liveManifest.exposes ?? []).map(exposeName).filter((name) => !exposed.has(name));
    if (dropped.length) lines.push(`  no longer exposed (compared with the live release): ${dropped.join(', ')}`);
  }
  if (ok) lines.push(`PASSED: ${app} ${version} fits the live shell.`);
  else {
    lines.push(`REFUSED: ${app} ${version} does not fit the live shell:`);
    for (const problem of problems) lines.push(`  - ${problem.text}`);
    if (problems.some((problem) => problem.kind !== 'route' && breaksEveryPage(problem))) {
      lines.push('  Every page of this remote would fail to load.');
    }
  }
  return { ok, problems, report: lines.join('\n') };
}

/** What is live for a remote now: its URL and manifest (null when it cannot be read). */
async function liveRemote(config, container) {
  const url = config?.remotes?.[container];
  if (!url) return { liveUrl: null, liveManifest: null };
  const liveManifest = await readJsonAt(url.replace(/[^/]*$/, ''), 'mf-manifest.json').catch(() => null);
  return { liveUrl: url, liveManifest };
}

/**
 * A remote's build against the environment's live shell.
 * @param {{ app: string, manifest: object, environment: { shell: string }, config?: object|null }} input
 */
export async function runGate({ app, manifest, environment, config = null }) {
  const shellManifest = await readJsonAt(environment.shell, 'mf-manifest.json');
  const live = await liveRemote(config, REMOTES[app]);
  return judgeRemote({
    app,
    manifest,
    shellManifest,
    shellAt: environment.shell,
    ...live,
    liveRoutes: config?.routes ?? [],
  });
}

/**
 * A shell's build against every remote live in the environment: each must fit the new shell (its
 * singletons, its route table's pages).
 * @param {{ shellManifest: object, config: object }} input
 */
export async function runShellGate({ shellManifest, config }) {
  const version = buildVersionOf(shellManifest);
  const lines = [`Compatibility gate: shell ${version} against the live remotes`];
  const problems = [];
  for (const [app, container] of Object.entries(REMOTES)) {
    const url = config.remotes[container];
    let manifest;
    try {
      manifest = await readJsonAt(url.replace(/[^/]*$/, ''), 'mf-manifest.json');
    } catch (error) {
      problems.push({ kind: 'remote', text: `${app}: its live manifest cannot be read (${error.message})` });
      lines.push(`  ✗ ${app} (${url}): unreadable`);
      continue;
    }
    // Judged with the routes it declares live now, against the new shell's route table and claims.
    const live = {
      ...manifest,
      metaData: { ...manifest.metaData, routes: (config.routes ?? []).filter((r) => r.remote === container) },
    };
    const judged = judgeRemote({
      app,
      manifest: live,
      shellManifest,
      shellAt: `shell ${version}`,
      liveRoutes: config.routes ?? [],
    });
    for (const problem of judged.problems)
      problems.push({ ...problem, text: `${app} ${buildVersionOf(manifest)}: ${problem.text}` });
    lines.push(`  ${judged.ok ? '✓' : '✗'} ${app} ${buildVersionOf(manifest)} (${url})`);
  }
  const ok = problems.length === 0;
  if (ok) lines.push(`PASSED: shell ${version} fits every live remote.`);
  else {
    lines.push(`REFUSED: shell ${version} does not fit the live remotes:`);
    for (const problem of problems) lines.push(`  - ${problem.text}`);
  }
  return { ok, problems, report: lines.join('\n') };
}
