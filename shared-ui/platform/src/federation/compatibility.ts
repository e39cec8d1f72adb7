// Whether a remote's build can run inside a shell, and why not. One set of rules for two places: the
// release gate (deploy/release/, before a release goes live) and the shell (its start-up check runs
// sharedFits and missingSingletons before any remote code; its fallback page explains with all of them).
// It lives in shared-ui so that a team's checkout of one remote carries the rules its release is judged by.
// Nothing here may import react or the rest of shared-ui.
import { type ManifestShared, missingSingletons, sharedFits } from './shared-fits.ts';

/** The parts of a remote's mf-manifest.json the rules read. */
export interface RemoteManifest {
  metaData?: { name?: string; buildInfo?: { buildVersion?: string } };
  exposes?: readonly { name: string }[];
  shared?: readonly ManifestShared[];
}

/** A page of the shell's route table: the remote and the name it must expose it under. */
export interface RequiredPage {
  path: string;
  remote: string;
  expose: string;
}

export type Problem =
  | { kind: 'name'; text: string }
  | { kind: 'shared'; name: string; text: string }
  | { kind: 'expose'; expose: string; text: string };

export interface CompatibilityInput {
  /** The container name the site loads the remote under (mfe_owner). */
  remote: string;
  manifest: RemoteManifest;
  /** Each shared package the shell provides, with its version ('react' -> '19.3.1'). */
  provided: Readonly<Record<string, string>>;
  /** The shell's route table. */
  pages: readonly RequiredPage[];
  /** The packages the shell provides as singletons: the remote must share each, as a singleton. */
  singletons?: readonly string[];
}

/**
 * Everything that keeps the remote's build from working in the shell: a manifest of another remote,
 * a shared singleton whose required range the shell's version does not satisfy (or that the shell does
 * not provide: a second copy of a singleton splits its state), a singleton of the shell that the build
 * does not share (it bundles its own react: hooks break), and a page of the route table the build does
 * not expose. An empty list means compatible.
 */
export function compatibilityProblems({
  remote,
  manifest,
  provided,
  pages,
  singletons = [],
}: CompatibilityInput): Problem[] {
  const problems: Problem[] = [];
  const name = manifest.metaData?.name;
  if (name !== remote) {
    problems.push({ kind: 'name', text: `the build is the remote "${name ?? '?'}", not "${remote}"` });
  }
  for (const shared of manifest.shared ?? []) {
    if (sharedFits(shared, provided)) continue;
    const version = provided[shared.name];
    problems.push({
      kind: 'shared',
      name: shared.name,
      text:
        version === undefined
          ? `${shared.name}: a singleton the shell does not provide`
          : `${shared.name}: requires ${shared.requiredVersion}, the shell provides ${version}`,
    });
  }
  for (const name of missingSingletons(manifest, singletons)) {
    problems.push({
      kind: 'shared',
      name,
      text: `${name}: the shell provides it as a singleton, the build does not share it (it would run a second copy)`,
    });
  }
  const exposed = new Set((manifest.exposes ?? []).map((item) => item.name.replace(/^\.\//, '')));
  const reported = new Set<string>();
  for (const page of pages) {
    if (page.remote !== remote || exposed.has(page.expose) || reported.has(page.expose)) continue;
    reported.add(page.expose);
    const paths = pages
      .filter((item) => item.remote === remote && item.expose === page.expose)
      .map((item) => item.path);
    problems.push({
      kind: 'expose',
      expose: page.expose,
      text: `./${page.expose} is not exposed; the shell's route ${paths.join(', ')} needs it`,
    });
  }
  return problems;
}

/** The problems that break every page of the remote (the rest break only the page they name). */
export const breaksEveryPage = (problem: Problem) => problem.kind !== 'expose';

/** The version a remote's build says it is (its release version; package.json's by default). */
export const buildVersionOf = (manifest: RemoteManifest) => manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';
