// What `pnpm test --affected` runs for a change: the files it touches decide. A change inside one remote
// runs that remote's own CI, its stories, its team checkout (remote-alone), the e2e specs of that remote
// plus every cross-cutting one, the visual check and the engines smoke; anything the whole site builds on (shared-ui, the shell, deploy/, the developer
// tools in tools/, the e2e suite's configuration, root files, the lockfile) runs everything.

export const REMOTES = ['mfe-public', 'mfe-owner', 'mfe-admin'];

/** The e2e specs that exercise one remote only (by folder, and the Hindi specs by name); the rest are cross-cutting. */
const SPECS_OF: Record<string, RegExp[]> = {
  'mfe-public': [/^specs\/public\//, /^specs\/i18n\/hindi-(public|info)/],
  'mfe-owner': [/^specs\/owner\//, /^specs\/i18n\/hindi-owner/],
  'mfe-admin': [/^specs\/admin\//],
};

/** The remote an e2e spec (a path relative to e2e/) belongs to, or null for a cross-cutting one. */
export function remoteOfSpec(spec: string): string | null {
  return REMOTES.find((remote) => SPECS_OF[remote]?.some((pattern) => pattern.test(spec))) ?? null;
}

export interface Effect {
  scope: 'everything' | 'remote' | 'specs' | 'none';
  remote?: string;
  why: string;
}

export interface Step {
  name: string;
  command: string;
  why: string;
}

/** What one changed file (a repository path) affects. */
export function classify(file: string): Effect {
  const top = file.split('/')[0] ?? '';
  if (/\.md$/.test(file) || top === 'docs') return { scope: 'none', why: 'documentation' };
  if (REMOTES.includes(top)) return { scope: 'remote', remote: top, why: `${top} changed` };
  if (file.startsWith('e2e/specs/')) return { scope: 'specs', why: 'an e2e spec changed' };
  const reasons: Record<string, string> = {
    'shared-ui': `${file.split('/').slice(0, 2).join('/')} (one of shared-ui's packages) is built into, tested with or checks every app`,
    shell: 'the shell hosts every remote',
    deploy: 'deploy/ serves and releases every app',
    tools: 'the developer tools build, serve and test every app',
    e2e: "the e2e suite's configuration runs every spec",
  };
  if (!file.includes('/')) return { scope: 'everything', why: `${file} is a root file (workspace, lockfile, tools)` };
  return { scope: 'everything', why: reasons[top] ?? `${top}/ is not one remote's` };
}

/** The bench's files (tools/bench) and its check of the bundled baseline, run by the bench and not by `pnpm test`. */
const BENCH_FILES = [/^tools\/bench\//, /^e2e\/specs\/.*\.bench\.ts$/];

const count = (files: string[]) =>
  files.length > 2 ? `${files.slice(0, 2).join(', ')} and ${files.length - 2} more` : files.join(', ');

/**
 * The steps for a change, each with the one line that says why. changed: repository paths (git diff
 * --name-only); specs: every e2e spec, relative to e2e/ (specs/owner/home.spec.ts); everything: the full
 * pipeline's [name, command] steps.
 */
export function selectSteps(changed: string[], specs: string[], everything: [string, string][]): Step[] {
  const classified = changed.map((file) => ({ file, ...classify(file) }));
  const wide = classified.filter((item) => item.scope === 'everything');
  const benchFiles = changed.filter((file) => BENCH_FILES.some((pattern) => pattern.test(file)));
  // The bench builds its bundled baseline only for its own change: then the baseline must render like the site.
  const benchSteps: Step[] = benchFiles.length
    ? [
        {
          name: 'bench baseline',
          command: 'pnpm --filter bench run test:baseline',
          why: `the bench changed (${count(benchFiles)}): its bundled baseline is built and must render like the site`,
        },
      ]
    : [];
  if (wide.length) {
    const why = `everything: ${count(wide.map((item) => item.file))} (${wide[0]?.why})`;
    return [...everything.map(([name, command]) => ({ name, command, why })), ...benchSteps];
  }
  const steps: Step[] = [];
  const remotes = REMOTES.filter((remote) => classified.some((item) => item.remote === remote));
  const specChanges = classified.filter((item) => item.scope === 'specs').map((item) => item.file);
  for (const remote of remotes) {
    const files = classified.filter((item) => item.remote === remote).map((item) => item.file);
    const why = `${remote} changed (${count(files)})`;
    steps.push({ name: `${remote} ci`, command: `pnpm --filter ${remote} run ci`, why });
    steps.push({ name: `${remote} stories`, command: `pnpm --filter ${remote} run test:stories`, why });
  }
  if (specChanges.length) {
    const why = `e2e specs changed (${count(specChanges)})`;
    steps.push({ name: 'lint', command: 'pnpm exec biome check e2e', why });
    steps.push({ name: 'e2e typecheck', command: 'pnpm --filter e2e run typecheck', why });
  }
  if (!remotes.length && !specChanges.length) return steps;

  steps.push({
    name: 'build',
    command: 'pnpm build',
    why: 'the e2e specs run against the builds',
  });
  for (const remote of remotes) {
    steps.push({
      name: `${remote} alone`,
      command: `pnpm remote-alone ${remote}`,
      why: `${remote} changed: its team's checkout must install, pass its ci and release`,
    });
  }
  if (specChanges.length) {
    steps.push({ name: 'e2e tests', command: 'pnpm test:e2e', why: 'e2e specs changed: all of them run' });
  } else {
    const chosen = specs.filter((spec) => {
      const owner = remoteOfSpec(spec);
      return owner === null || remotes.includes(owner);
    });
    const skipped = REMOTES.filter((remote) => !remotes.includes(remote));
    const command = skipped.length ? `pnpm --filter e2e exec playwright test ${chosen.join(' ')}` : 'pnpm test:e2e';
    const why = skipped.length
      ? `${chosen.length} of ${specs.length} specs: ${remotes.map((r) => `${r}'s`).join(', ')} and the cross-cutting ones (not ${skipped.map((r) => `${r}'s`).join(' or ')})`
      : 'every remote changed: all specs run';
    steps.push({ name: 'e2e tests', command, why });
  }
  if (remotes.length) {
    const why = `${remotes.join(', ')} changed`;
    steps.push({ name: 'visual check', command: 'pnpm test:visual', why: `${why}: its stories are screenshotted` });
    steps.push({
      name: 'engines smoke',
      command: 'pnpm test:engines',
      why: `${why}: Firefox and WebKit walk its pages`,
    });
  }
  return [...steps, ...benchSteps];
}
