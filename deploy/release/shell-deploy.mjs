// The shell's releases go live differently from a remote's: the shell is the site's own origin, so a
// release's files are copied into the folder the shell's origin serves (its shell root), never deleting
// what is there. Hashed chunks of every earlier shell stay (open tabs keep loading theirs); the files
// without a hash (index.html, mf-manifest.json, icons) are replaced, index.html last, so a new visitor
// gets the new shell only once every file it names is in place.
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crashPoint } from './crash-points.mjs';
import { writeAtomically } from './files.mjs';
import { ReleaseError, readRelease, releaseFolder } from './releases.mjs';
import { compareFiles } from './verify.mjs';

/** name.01234567.js and its compressed copies (10 hex digits in builds before 8): content-addressed, never rewritten. */
export const HASHED_FILE = /\.[0-9a-f]{8}([0-9a-f]{2})?\.[a-z0-9]+(\.(br|gz))?$/;

const DOCUMENT = 'index.html';

function copyInto(from, to, files) {
  for (const file of files) {
    const target = path.join(to, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (HASHED_FILE.test(file) && existsSync(target)) continue; // same name, same content
    writeAtomically(target, readFileSync(path.join(from, file)));
  }
}

const isDocumentFile = (file) => !HASHED_FILE.test(file);

/**
 * The first half of a shell release going live: its hashed files copied into the shell root (new names
 * beside the old ones: nothing a visitor loads changes). Done before the history entry is written.
 */
export async function stageShell({ folder, record, shellRoot }) {
  const files = Object.keys(record.files ?? {});
  if (!files.includes(DOCUMENT)) throw new ReleaseError(`the shell release ${record.version} has no ${DOCUMENT}`);
  const problems = await compareFiles(folder, record.files);
  if (problems.length)
    throw new ReleaseError(`refused: shell ${record.version} was changed after its release: ${problems.join('; ')}`);
  mkdirSync(shellRoot, { recursive: true });
  copyInto(
    folder,
    shellRoot,
    files.filter((file) => !isDocumentFile(file)),
  );
}

/**
 * The second half, after the history entry: the unhashed files (the manifest, icons), index.html last, so
 * that a new visitor gets the new shell only when every file it names is in place; then the copy checked.
 * Repeating it is harmless: a command killed midway is completed by the next one (switch.mjs).
 */
export async function publishShell({ folder, record, shellRoot }) {
  const files = Object.keys(record.files ?? {}).filter(isDocumentFile);
  copyInto(
    folder,
    shellRoot,
    files.filter((file) => !file.startsWith(DOCUMENT)),
  );
  crashPoint('shell-documents');
  copyInto(
    folder,
    shellRoot,
    files.filter((file) => file.startsWith(DOCUMENT)),
  );
  const copied = await compareFiles(shellRoot, record.files);
  if (copied.length)
    throw new ReleaseError(`the copy of shell ${record.version} in ${shellRoot} is wrong: ${copied.join('; ')}`);
}

/**
 * Puts the documents of a recorded shell switch in place (again): its release's, or for a rollback with
 * no version the documents saved before the switch it undid. What completes a shell switch interrupted
 * after its history entry (switch.mjs), and the second half of every shell switch.
 */
export async function publishShellEntry({ environment, history, entry }) {
  if (entry.version) {
    const { record } = readRelease('shell', entry.version);
    return publishShell({ folder: releaseFolder('shell', entry.version), record, shellRoot: environment.shellRoot });
  }
  const undone = history.entries[entry.undoes - 1];
  if (!undone?.snapshot) throw new ReleaseError(`shell switch #${entry.rev} names no documents to restore`);
  restoreShellDocuments(undone.snapshot, environment.shellRoot);
}

/** Saves the shell root's unhashed files (index.html, the manifest…), so that a rollback can restore them. */
export function snapshotShellDocuments(shellRoot, into) {
  mkdirSync(into, { recursive: true });
  if (!existsSync(shellRoot)) return;
  for (const entry of readdirSync(shellRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || HASHED_FILE.test(entry.name)) continue;
    const relative = path.relative(shellRoot, path.join(entry.parentPath, entry.name));
    mkdirSync(path.dirname(path.join(into, relative)), { recursive: true });
    copyFileSync(path.join(shellRoot, relative), path.join(into, relative));
  }
}

/** Puts a snapshot's files back (index.html last). */
export function restoreShellDocuments(snapshot, shellRoot) {
  if (!existsSync(snapshot))
    throw new ReleaseError(`the shell's earlier documents are gone (${snapshot}): nothing changed`);
  const files = readdirSync(snapshot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(snapshot, path.join(entry.parentPath, entry.name)));
  copyInto(
    snapshot,
    shellRoot,
    files.filter((file) => !file.startsWith(DOCUMENT)),
  );
  copyInto(
    snapshot,
    shellRoot,
    files.filter((file) => file.startsWith(DOCUMENT)),
  );
}

/** Copies a build folder (shell/dist) into the shell root, keeping what is there (pnpm serve's start). */
export function mergeBuildIntoShellRoot(dist, shellRoot) {
  mkdirSync(shellRoot, { recursive: true });
  // The environment's runtime-config.json is served from its own folder, never from a build.
  cpSync(dist, shellRoot, { recursive: true, filter: (source) => !/runtime-config\.json(\.(br|gz))?$/.test(source) });
}
