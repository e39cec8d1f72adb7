// The collector's command line: one line when it listens, nothing per request (never a body), a quiet
// Ctrl-C, and a one-line refusal of bad options.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { batch, pageView, SITE } from './reports.mjs';

const CLI = path.join(import.meta.dirname, '..', 'serve-collector.mjs');
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-collector-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the CLI; resolves with the child, its URL and its output so far once it has printed its line. */
function startCli(args) {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => {
    output.stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output.stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /on (http:\/\/\S+) /.exec(output.stdout)?.[1];
      if (url) resolve({ child, url, output, exited });
    });
    exited.then(() => reject(new Error(`the collector exited: ${output.stderr}`)));
  });
}

describe('serve-collector', () => {
  it('prints one line on start, nothing per request, and stops quietly on Ctrl-C', async () => {
    const db = path.join(dir, 'telemetry.db');
    const { child, url, output, exited } = await startCli(['--port', '0', '--db', db, '--origin', SITE]);
    expect(output.stdout).toMatch(
      new RegExp(`^health collector on http://127\\.0\\.0\\.1:\\d+ .*database ${db}; origins ${SITE}\\n$`),
    );
    const body = JSON.stringify(batch([pageView({ 'qr.route': '/QRSECRET1' }), pageView()]));
    const answer = await fetch(`${url}/v1/logs`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect(answer.status).toBe(200);
    expect((await (await fetch(`${url}/v1/health`)).json()).releases).toHaveLength(1);
    await fetch(`${url}/v1/logs`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"QRSECRET2' });
    child.kill('SIGINT');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output.stdout.split('\n').filter(Boolean)).toHaveLength(1);
    expect(output.stderr).toBe('');
    expect(`${output.stdout}${output.stderr}`).not.toMatch(/QRSECRET/);
  });

  it.each([
    [['--origin', SITE], /--db names the database file/],
    [['--db', 'x.db', '--origin', 'https://qrcontact.in/'], /--origin wants an origin/],
    [['--db', 'x.db', '--port', 'eighty'], /--port wants a non-negative whole number/],
    [['--db', 'x.db', '--max-db-mib', '0'], /--max-db-mib wants a positive number/],
    [['--db', 'x.db', '--colour'], /Unknown option '--colour'/],
  ])('refuses %j in one line (and its usage), exit 2', (args, message) => {
    const { status, stderr } = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: dir });
    expect(status).toBe(2);
    expect(stderr.split('\n')[0]).toMatch(message);
    expect(stderr.split('\n')[1]).toMatch(/^usage: /);
  });

  it('says in one line why it could not start (a port in use)', async () => {
    const first = await startCli(['--port', '0', '--db', path.join(dir, 'a.db')]);
    const port = new URL(first.url).port;
    const { status, stderr } = spawnSync(process.execPath, [CLI, '--port', port, '--db', path.join(dir, 'b.db')], {
      encoding: 'utf8',
    });
    first.child.kill('SIGTERM');
    await first.exited;
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^serve-collector: .*EADDRINUSE/)]);
  });
});
