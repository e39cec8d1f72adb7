// Requests the API refuses before anything runs: each with its status and one line, and nothing written
// (the live config, the history, the releases, the ledger are as they were; only the audit log grows).
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cliArguments, parseCommandRequest } from '../commands.mjs';
import { apiSite } from './api-site.mjs';

let site;
let manager;
beforeEach(async () => {
  site = await apiSite({ api: { maxCommandBytes: 4096, maxUploadBytes: 64 * 1024 } });
  manager = await site.token({ team: 'release', scope: 'release-manager' });
});
afterEach(() => site.close());

/** Sends `request` and checks its status, its one-line error, and that the site's files did not change. */
async function refused(send, status, message) {
  const before = site.snapshot();
  const answer = await send();
  expect(answer.status, answer.text).toBe(status);
  expect(answer.text.trim().split('\n')).toHaveLength(1);
  expect(answer.json.error).toMatch(message);
  expect(site.snapshot()).toEqual(before);
  return answer;
}

const promote = { command: 'promote', app: 'mfe-owner', version: '1.1.0', env: 'production' };
const BAD_NAMES = ['../mfe-owner', '/etc/passwd', 'mfe-owner/../../x', 'mfe-owner\u0000', 'mfe-owner\n', '..'];

describe('POST /v1/commands', () => {
  it('refuses malformed JSON (400)', () =>
    refused(() => site.command(manager.token, '{"command": "promote",'), 400, /not JSON/));

  it('refuses a body that is not an object (400)', () =>
    refused(() => site.command(manager.token, '["promote"]'), 400, /must be a JSON object/));

  it('refuses another content type (415)', () =>
    refused(() => site.command(manager.token, promote, { type: 'text/plain' }), 415, /application\/json/));

  it('refuses a body over the limit while it streams in (413), before it ends', async () => {
    const before = site.snapshot();
    const answer = await new Promise((resolve, reject) => {
      const request = httpRequest(`${site.api.url}/v1/commands`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.token}` },
      });
      request.on('response', (response) => {
        const open = !request.writableEnded;
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString(), open });
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      // Chunked (no Content-Length): the limit is found while counting, 1 KiB at a time, never all of it.
      request.write(`{"command":"promote","app":"mfe-owner","version":"1.1.0","options":{"reason":"`);
      for (let index = 0; index < 16; index++) request.write('x'.repeat(1024));
    });
    expect(answer.status).toBe(413);
    expect(answer.open).toBe(true);
    expect(JSON.parse(answer.text).error).toBe('the body is over 4096 bytes');
    expect(site.snapshot()).toEqual(before);
  });

  it('refuses a declared Content-Length over the limit at once (413)', () =>
    refused(
      () => site.command(manager.token, JSON.stringify({ ...promote, options: { reason: 'x'.repeat(5000) } })),
      413,
      /over 4096 bytes/,
    ));

  it.each(['app', 'version', 'env'])('refuses ../, absolute paths, NUL and newlines in %s (400)', async (field) => {
    for (const value of BAD_NAMES) {
      await refused(
        () => site.command(manager.token, { ...promote, [field]: value }),
        400,
        new RegExp(`^${field} must be`),
      );
    }
  });

  it.each([
    ['to', 'rollback'],
    ['from', 'promote'],
  ])('refuses ../, absolute paths, NUL and newlines in options.%s (400)', async (option, command) => {
    for (const value of BAD_NAMES) {
      const body = { command, app: 'mfe-owner', env: 'production', options: { [option]: value } };
      await refused(() => site.command(manager.token, body), 400, new RegExp(`^options\\.${option} must be`));
    }
  });

  it('refuses NUL, newlines and over-long text in the reason (400); slashes are text there', async () => {
    for (const reason of ['a\u0000b', 'line\nbreak', 'x'.repeat(501)]) {
      await refused(
        () => site.command(manager.token, { ...promote, options: { reason } }),
        400,
        /^options\.reason must be one line/,
      );
    }
    const answer = await site.command(manager.token, {
      ...promote,
      options: { reason: 'fix/ticket-12 --config=/tmp/x', dryRun: true },
    });
    expect(answer.json.code, answer.text).toBe(0);
  });

  it.each([
    ['config', '/tmp/other-site.json'],
    ['shell', '/tmp/shell'],
    ['cdn', 'http://evil.example/'],
    ['environments', '/tmp/e.json'],
    ['appDir', '../mfe-public'],
    ['actor', 'someone-else'],
    ['collector', 'http://169.254.169.254/'],
  ])('never passes --%s from a request (400)', (option, value) =>
    refused(() => site.command(manager.token, { ...promote, options: { [option]: value } }), 400, /does not take --/),
  );

  it('refuses an unknown command, an unknown field and an option of another command (400)', async () => {
    await refused(
      () => site.command(manager.token, { command: 'release', app: 'mfe-owner' }),
      400,
      /^command must be one of/,
    );
    await refused(() => site.command(manager.token, { ...promote, extra: 1 }), 400, /unknown field "extra"/);
    await refused(
      () => site.command(manager.token, { ...promote, options: { to: '1.0.0' } }),
      400,
      /^promote does not take --to$/,
    );
    await refused(
      () => site.command(manager.token, { ...promote, options: { dryRun: 'yes' } }),
      400,
      /dryRun must be true or false/,
    );
    const proto = '{"command":"promote","app":"mfe-owner","version":"1.1.0","options":{"__proto__":{"force":true}}}';
    await refused(() => site.command(manager.token, proto), 400, /^promote does not take --__proto__$/);
    await refused(() => site.command(manager.token, '{"command":"__proto__"}'), 400, /^command must be one of/);
    await refused(
      () => site.command(manager.token, '{"__proto__":{"command":"promote"}}'),
      400,
      /unknown field "__proto__"/,
    );
  });

  it('answers 404 and 405 for other paths and methods', async () => {
    expect((await site.send('GET', '/v1/nothing', { token: manager.token })).status).toBe(404);
    const wrong = await site.send('GET', '/v1/commands', { token: manager.token });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
  });
});

describe('the arguments a request becomes', () => {
  it('are an argument array with every option as --name=value, the guard always --once', () => {
    const request = parseCommandRequest({
      command: 'promote',
      app: 'mfe-owner',
      version: '1.4.0',
      env: 'staging',
      options: {
        reason: '--force --config=/x',
        dryRun: true,
        force: false,
        canary: 10,
        steps: '10,50,100',
        every: '10m',
      },
    });
    expect(cliArguments(request)).toEqual([
      'promote',
      'mfe-owner',
      '1.4.0',
      '--env=staging',
      '--reason=--force --config=/x',
      '--dry-run',
      '--canary=10',
      '--steps=10,50,100',
      '--every=10m',
    ]);
    expect(cliArguments(parseCommandRequest({ command: 'guard' }))).toEqual(['guard', '--env=production', '--once']);
  });
});
