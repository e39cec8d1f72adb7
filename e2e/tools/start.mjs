// pnpm start: the local API and the four dev servers together, with prefixed output.
import { spawn } from 'node:child_process';
import { API_PORT, APPS, ROOT } from './apps.mjs';

const processes = [
  { name: 'api', command: process.execPath, args: ['e2e/api/main.ts'] },
  ...APPS.map((app) => ({ name: app.dir, command: 'pnpm', args: ['--filter', app.dir, 'start'] })),
];

const children = processes.map(({ name, command, args }) => {
  // Each child leads its own process group, so stopping it also stops the dev server pnpm started.
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '1' }, detached: true });
  const prefix = `[${name}]`.padEnd(13);
  const print = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${prefix} ${line}\n`);
  };
  child.stdout.on('data', print(process.stdout));
  child.stderr.on('data', print(process.stderr));
  child.on('exit', (code) => {
    console.log(`${prefix} exited with code ${code}`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

setTimeout(() => {
  console.log(`\n  Site:      http://localhost:${APPS[0].devPort}/`);
  console.log(`  Local API: http://localhost:${API_PORT}/  (OTPs and owner alerts print here as [outbox])\n`);
}, 4000);
