// The shell's releases: gated against every live remote, copied into the environment's shell root
// (shell-deploy.mjs) in the same transaction as their history entry: hashed files before it, the
// documents after it, so that a kill at any step is completed or harmless; rollback goes back the same way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runShellGate } from './gate.mjs';
import { assertVersion, ReleaseError, readRelease, releaseFolder } from './releases.mjs';
import { publishShellEntry, snapshotShellDocuments, stageShell } from './shell-deploy.mjs';
import { switchesInForce } from './site-history.mjs';
import { changeLiveSite, readLiveConfig } from './switch.mjs';
import { checkSignature, compareFiles } from './verify.mjs';

/**
 * A shell release from the releases folder, its files checked against its record, and the record against
 * the deploy API's signature when the environment names its public key (as every remote's release is).
 */
async function verifiedShellRelease(version, environment) {
  const { record, manifest } = readRelease('shell', version);
  const folder = `${releaseFolder('shell', version)}${path.sep}`;
  await checkSignature(folder, readFileSync(path.join(folder, 'release.json')), environment.releasePublicKey);
  const problems = await compareFiles(releaseFolder('shell', version), record.files ?? {});
  if (!record.files) problems.push('release.json lists no file hashes');
  if (problems.length)
    throw new ReleaseError(`refused: shell ${version} was changed after its release: ${problems.join('; ')}`);
  return { record, manifest };
}

export async function shellCompat({ version, environment }) {
  const { manifest } = await verifiedShellRelease(version, environment);
  const gate = await runShellGate({ shellManifest: manifest, config: readLiveConfig(environment) });
  console.log(gate.report);
  if (!gate.ok)
    throw new ReleaseError(`incompatible: shell ${version} does not fit the live remotes of ${environment.name}`);
  console.log(`compatible: shell ${version} is intact and fits every live remote of ${environment.name}`);
}

function requireShellRoot(environment) {
  if (!environment.shellRoot)
    throw new ReleaseError(`${environment.name} names no shellRoot (the folder its shell is served from)`);
  return environment.shellRoot;
}

const snapshotDir = (environment, rev) =>
  path.join(path.dirname(environment.configFile), 'shell-snapshots', String(rev));

/** `pick(history, state)`: the version to go to (null: the documents saved before `undo`), worked out under the lock. */
async function switchShell({ options, environment, actor }, action, pick) {
  const shellRoot = requireShellRoot(environment);
  const dryRun = Boolean(options['dry-run']);
  const outcome = await changeLiveSite(
    environment,
    {
      actor,
      command: `${action} shell`,
      dryRun,
      // After the history entry: the documents, index.html last (a kill before it is completed next time).
      publish: (entry, history) => publishShellEntry({ environment, history, entry }),
    },
    async ({ config, history, state }) => {
      const { version, undo = null } = pick(history, state);
      if (version && state.shell === version)
        throw new ReleaseError(`shell ${version} is already live in ${environment.name}`);
      let gate = 'passed';
      let release = null;
      if (version) {
        release = await verifiedShellRelease(version, environment);
        const judged = await runShellGate({ shellManifest: release.manifest, config });
        console.log(judged.report);
        if (!judged.ok && !options.force)
          throw new ReleaseError(`refused: the gate refused shell ${version} (--force overrides the gate)`);
        gate = judged.ok ? 'passed' : 'forced';
      }
      const rev = history.entries.length + 1;
      const entry = {
        action,
        app: 'shell',
        version,
        to: version,
        from: state.shell,
        commit: release?.record.commit ?? null,
        gate,
        ...(undo ? { undoes: undo.rev } : {}),
        ...(options.reason ? { reason: options.reason } : {}),
      };
      if (dryRun) return entry;
      const snapshot = snapshotDir(environment, rev);
      snapshotShellDocuments(shellRoot, snapshot);
      // Before it: the release's hashed files beside the old ones (nothing a visitor loads changes yet).
      if (release) await stageShell({ folder: releaseFolder('shell', version), record: release.record, shellRoot });
      return { ...entry, snapshot };
    },
  );
  const { entry } = outcome;
  const what = `shell ${entry.from ?? '(the build served before the first shell release)'} -> ${entry.to ?? '(that build)'}`;
  if (outcome.dryRun) console.log(`dry run: would ${action} ${what} in ${environment.name}; nothing changed`);
  else
    console.log(
      `${action === 'promote' ? 'promoted' : 'rolled back'} ${what} in ${environment.name} (#${entry.rev} by ${actor}, gate ${entry.gate})`,
    );
}

export function promoteShell(context) {
  return switchShell(context, 'promote', () => ({ version: context.version }));
}

export function rollbackShell(context) {
  const { environment, options } = context;
  if (options.to !== undefined)
    return switchShell(context, 'rollback', () => ({ version: assertVersion(options.to, '--to') }));
  return switchShell(context, 'rollback', (history) => {
    const last = switchesInForce(history, 'shell').at(-1);
    if (!last) throw new ReleaseError(`the shell has no switch to roll back in ${environment.name}`);
    console.log(`Rolling the shell back from ${last.version}.`);
    return { version: last.from, undo: last };
  });
}
