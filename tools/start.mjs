// pnpm start: the local API and the four dev servers together, with prefixed output. The banner is
// printed once every app answers; Ctrl-C stops them all quietly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_PORT, APPS, ROOT } from './apps.mjs';

const READY_TIMEOUT_MS = 120_000;

const processes = [
  {
    name: 'api',
    command: process.execPath,
    args: ['tools/api/main.ts'],
    cwd: ROOT,
    readyUrl: `http://localhost:${API_PORT}/__dev/outbox`,
  },
  // Each dev server runs its own rspack binary (not through pnpm, which reports a stopped server as a
  // failed run), with QR_DEV_QUIET so that it logs errors only (shared-ui/platform/build/rspack-app.mjs).
  ...APPS.map((app) => ({
    name: app.dir,
    command: path.join(ROOT, app.dir, 'node_modules', '.bin', 'rspack'),
    args: ['serve', '--mode', 'development'],
    cwd: path.join(ROOT, app.dir),
    readyUrl: `http://localhost:${app.devPort}/${app.container ? 'mf-manifest.json' : ''}`,
  })),
];

let stopping = false;

const children = processes.map(({ name, command, args, cwd }) => {
  // Each child leads its own process group: Ctrl-C reaches this script only, which stops them in order.
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      FORCE_COLOR: '1',
      QR_DEV_QUIET: '1',
      // The shell's dev server writes each page's first screen as nginx does (its rspack.config.mjs loads this).
      SHELL_DEV_DOCUMENT: path.join(import.meta.dirname, 'dev-document.mjs'),
    },
    detached: true,
  });
  const prefix = `[${name}]`.padEnd(13);
  const print = (stream) => (chunk) => {
    if (stopping) return;
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${prefix} ${line}\n`);
  };
  child.stdout.on('data', print(process.stdout));
  child.stderr.on('data', print(process.stderr));
  child.on('exit', (code) => {
    if (stopping) return;
    console.log(`${prefix} exited with code ${code}`);
    stopAll(code ?? 1);
  });
  return child;
});

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n  Stopping the local API and the dev servers…');
  const exited = children.map(
    (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
  );
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const forced = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }, 5000);
  Promise.all(exited).then(() => {
    clearTimeout(forced);
    console.log('  Stopped.');
    process.exit(code);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function answers(url) {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilReady() {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const pending = new Set(processes);
  while (pending.size > 0 && !stopping) {
    for (const entry of [...pending]) if (await answers(entry.readyUrl)) pending.delete(entry);
    if (pending.size === 0) return true;
    if (Date.now() > deadline) {
      console.log(`\n  Still not answering after ${READY_TIMEOUT_MS / 1000} s: ${[...pending].map((p) => p.name)}`);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return pending.size === 0;
}

if (await waitUntilReady()) {
  const api = `http://localhost:${API_PORT}`;
  console.log(`
  Ready.
  Site:      http://localhost:${APPS[0].devPort}/
  Outbox:    ${api}/__dev/outbox  (OTPs and owner alerts, also printed here as [outbox])
  Reset:     curl -X POST ${api}/__dev/reset  (restores the demo data)
  Remotes standalone: ${APPS.filter((app) => app.container)
    .map((app) => `http://localhost:${app.devPort}/`)
    .join('  ')}
  Ctrl-C stops everything.
`);
}
