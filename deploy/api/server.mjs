// The deploy API: teams' CI run the release commands over HTTP with a token scoped to their app
// (docs/releasing.md, "Releasing from CI"; docs/serving.md, "The deploy API").
//
//   POST /v1/commands              { command, app, version, env, options } → { code, lines, stderr }: the release
//                                  CLI's exit code and output lines (the last `stderr` of them went to stderr)
//   PUT  /v1/releases/<app>/<v>    a release folder (upload.mjs) → written to the CDN's folder, signed
//   GET  /v1/public-key            the key release.sig is checked with (PEM)
//   GET  /v1/audit?limit=100       the newest audit entries (release-manager tokens)
//   GET  /healthz                  ok
//
// A command is validated and authorized here (commands.mjs, scopes.mjs), then run by the release CLI itself
// (deploy/release/cli.mjs) as a child process: an argument array, never a shell, with this API's site
// (environments file, releases folder) and QR_ACTOR=<team>:<token id>. The CLI's lock file serialises the
// commands of an environment, as it does for people at a terminal. Every error is one line of JSON,
// `{"error":"…"}`; every call is one line of the audit log (audit.mjs).

import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { ClientGone, mediaType, Refusal, readLimitedBody, send } from '../http-service.mjs';
import { APPS, releasesDir as defaultReleasesDir, isReleaseVersion } from '../release/releases.mjs';
import { clientKey } from '../telemetry/rate-limit.mjs';
import { openAudit } from './audit.mjs';
import { authThrottle } from './auth-throttle.mjs';
import { BadRequest, cliArguments, parseCommandRequest } from './commands.mjs';
import { refusalOf } from './scopes.mjs';
import { loadSigningKey } from './signing.mjs';
import { ensureStateDir, stateFiles } from './state.mjs';
import { authenticate, readTokens } from './tokens.mjs';
import { acceptRelease, Conflict, everAccepted, removeAbandonedUploads, unpackRelease } from './upload.mjs';

export const CLI = path.join(import.meta.dirname, '..', 'release', 'cli.mjs');
export const DEFAULT_MAX_COMMAND_BYTES = 64 * 1024;
export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const DEFAULT_COMMAND_TIMEOUT_MS = 15 * 60_000;
/** At most this many commands run at once (each a process), and this many uploads are read at once (each in memory). */
const MAX_RUNNING_COMMANDS = 32;
const MAX_UPLOADS = 4;
/** A command's output kept at most (a listing of every release is a few KiB). */
const MAX_OUTPUT_BYTES = 1024 * 1024;
/** After a refusal sent before the body was read, the connection closes this long after the answer. */
const LINGER_MS = 500;
/** What the CLI must never inherit from the API's own environment: the site and the actor are the API's. */
const NOT_INHERITED = [
  'QR_DEPLOY_API',
  'QR_DEPLOY_TOKEN',
  'QR_ACTOR',
  'QR_ENVIRONMENTS',
  'QR_RELEASE_PUBLIC_KEY',
  'RELEASES_DIR',
  'DEBUG',
  'NODE_OPTIONS',
];

/** The body, at most `limit` bytes, counted as it arrives: past the limit reading stops (413). */
const readBody = (request, limit) =>
  readLimitedBody(request, limit, () => new Refusal(413, `the body is over ${limit} bytes`));

function requireJson(request) {
  if (mediaType(request.headers['content-type']) !== 'application/json')
    throw new Refusal(415, 'Content-Type must be application/json');
}

function parseJson(body) {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new Refusal(400, 'the body is not JSON (UTF-8)');
  }
}

/** Output text as lines (a last empty one dropped). */
const linesOf = (text) => {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

/**
 * Starts the deploy API. Returns { url, port, publicKeyPem, close }.
 * @param {{ port?: number, host?: string, stateDir: string, environmentsFile?: string|null, releasesDir?: string,
 *   verifySignatures?: boolean, trustProxy?: boolean, maxCommandBytes?: number, maxUploadBytes?: number,
 *   commandTimeoutMs?: number, throttle?: object, now?: () => number, sleep?: (ms: number) => Promise<void>,
 *   logError?: (line: string) => void, cli?: string }} options
 *   environmentsFile: the site (none: the local site of `pnpm serve`); releasesDir: the CDN's origin folder;
 *   verifySignatures: the CLI checks release.sig with this API's key (environments may name it instead)
 */
export async function startDeployApi({
  port = 0,
  host = '127.0.0.1',
  stateDir,
  environmentsFile = null,
  releasesDir = defaultReleasesDir(),
  verifySignatures = false,
  trustProxy = false,
  maxCommandBytes = DEFAULT_MAX_COMMAND_BYTES,
  maxUploadBytes = DEFAULT_MAX_UPLOAD_BYTES,
  commandTimeoutMs = DEFAULT_COMMAND_TIMEOUT_MS,
  throttle: throttlePolicy = {},
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  logError = (line) => console.error(line),
  cli = CLI,
} = {}) {
  ensureStateDir(stateDir);
  const files = stateFiles(stateDir);
  const { privateKey, publicKeyPem } = loadSigningKey(stateDir);
  const releases = path.resolve(releasesDir);
  mkdirSync(releases, { recursive: true });
  removeAbandonedUploads(releases);
  const environments = environmentsFile ? path.resolve(environmentsFile) : null;
  const audit = openAudit(stateDir, { now });
  const throttle = authThrottle(throttlePolicy, { now });
  const running = new Set();
  let uploads = 0;
  const busy = (what) => new Refusal(503, `too many ${what} at once: try again shortly`, { 'Retry-After': '5' });

  const childEnvironment = (actor) => {
    const env = { ...process.env };
    for (const name of NOT_INHERITED) delete env[name];
    return {
      ...env,
      QR_ACTOR: actor,
      RELEASES_DIR: releases,
      ...(environments ? { QR_ENVIRONMENTS: environments } : {}),
      ...(verifySignatures ? { QR_RELEASE_PUBLIC_KEY: files.publicKey } : {}),
    };
  };

  /** The release CLI with these arguments: its exit code and output lines. */
  function runCli(args, actor) {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [cli, ...args], {
        env: childEnvironment(actor),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.add(child);
      const output = { stdout: '', stderr: '' };
      let size = 0;
      let cut = false;
      for (const stream of ['stdout', 'stderr']) {
        child[stream].setEncoding('utf8');
        child[stream].on('data', (text) => {
          size += text.length;
          if (size > MAX_OUTPUT_BYTES) cut = true;
          else output[stream] += text;
        });
      }
      const timer = setTimeout(() => child.kill('SIGTERM'), commandTimeoutMs);
      let failed = null;
      child.on('error', (error) => {
        failed = error;
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        running.delete(child);
        const out = linesOf(output.stdout);
        const err = linesOf(output.stderr);
        if (cut) out.push(`(output cut at ${MAX_OUTPUT_BYTES} bytes)`);
        if (failed) err.push(`the release CLI could not be started (${failed.message})`);
        else if (signal)
          err.push(`the command was stopped (${signal}) by the deploy API after ${commandTimeoutMs / 1000} s`);
        resolve({ code: failed || signal ? 1 : (code ?? 1), lines: [...out, ...err], stderr: err.length });
      });
    });
  }

  /** The token of the request, or a Refusal: 429 for an address that failed too often, 401. */
  async function authenticated(request, call) {
    const key = clientKey(request, { trustProxy });
    const state = throttle.check(key);
    if (state.retryAfterS) {
      throw new Refusal(429, `too many failed authentications from this address: try again in ${state.retryAfterS} s`, {
        'Retry-After': String(state.retryAfterS),
      });
    }
    if (state.delayMs) await sleep(state.delayMs);
    const result = authenticate(readTokens(stateDir), request.headers.authorization, now());
    if (result.error) {
      throttle.fail(key);
      if (result.known) Object.assign(call, { tokenId: result.known.id, team: result.known.team });
      throw new Refusal(401, result.error, { 'WWW-Authenticate': 'Bearer' });
    }
    Object.assign(call, { tokenId: result.token.id, team: result.token.team });
    return result.token;
  }

  function authorize(token, what) {
    const refusal = refusalOf(token, what);
    if (refusal) throw new Refusal(403, refusal);
  }

  async function commands(request, response, call) {
    call.command = 'command';
    const token = await authenticated(request, call);
    requireJson(request);
    const body = parseJson(await readBody(request, maxCommandBytes));
    let parsed;
    try {
      parsed = parseCommandRequest(body);
    } catch (error) {
      if (error instanceof BadRequest) throw new Refusal(400, error.message);
      throw error;
    }
    Object.assign(call, { command: parsed.command, app: parsed.app, version: parsed.version, env: parsed.env });
    authorize(token, {
      command: parsed.command,
      app: parsed.app,
      env: parsed.env,
      from: parsed.options.from ?? null,
      apply: parsed.options.apply === true,
    });
    if (running.size >= MAX_RUNNING_COMMANDS) throw busy('commands');
    const result = await runCli(cliArguments(parsed), `${token.team}:${token.id}`);
    call.code = result.code;
    send(response, 200, result);
  }

  async function upload(request, response, call, [app, version]) {
    call.command = 'upload';
    const token = await authenticated(request, call);
    if (!Object.hasOwn(APPS, app)) throw new Refusal(400, `app must be one of ${Object.keys(APPS).join(', ')}`);
    if (!isReleaseVersion(version)) throw new Refusal(400, 'version must be a release version (e.g. 1.4.0)');
    Object.assign(call, { app, version });
    authorize(token, { command: 'upload', app });
    requireJson(request);
    if (everAccepted(stateDir, app, version)) {
      throw new Refusal(
        409,
        `refused: ${app} ${version} was uploaded before; a version is accepted once, even after it is pruned: give a new version`,
      );
    }
    if (uploads >= MAX_UPLOADS) throw busy('uploads');
    uploads++;
    let line;
    try {
      const release = unpackRelease(await readBody(request, maxUploadBytes), { app, version });
      line = await acceptRelease({
        app,
        version,
        release,
        releasesDir: releases,
        stateDir,
        privateKey,
        tokenId: token.id,
        now,
      });
    } catch (error) {
      if (error instanceof BadRequest) throw new Refusal(400, error.message);
      if (error instanceof Conflict) throw new Refusal(409, error.message);
      throw error;
    } finally {
      uploads--;
    }
    call.code = 0;
    send(response, 200, { code: 0, lines: [line], stderr: 0 });
  }

  async function auditLog(request, response, call, _match, target) {
    call.command = 'audit';
    const token = await authenticated(request, call);
    authorize(token, { command: 'audit' });
    const limit = target.searchParams.get('limit') ?? '100';
    if (!/^\d{1,4}$/.test(limit) || Number(limit) < 1 || Number(limit) > 1000)
      throw new Refusal(400, 'limit must be a whole number from 1 to 1000');
    send(response, 200, { entries: audit.tail(Number(limit)) });
  }

  const ROUTES = [
    { path: /^\/healthz$/, methods: { GET: (_request, response) => send(response, 200, 'ok\n') }, audited: false },
    {
      path: /^\/v1\/public-key$/,
      methods: {
        GET: (_request, response) => send(response, 200, publicKeyPem, { 'Content-Type': 'application/x-pem-file' }),
      },
      audited: false,
    },
    { path: /^\/v1\/commands$/, methods: { POST: commands }, audited: true },
    { path: /^\/v1\/releases\/([^/]+)\/([^/]+)$/, methods: { PUT: upload }, audited: true },
    { path: /^\/v1\/audit$/, methods: { GET: auditLog }, audited: true },
  ];

  async function handle(request, response, call) {
    let target;
    try {
      target = new URL(request.url ?? '/', 'http://deploy-api.invalid');
    } catch {
      throw new Refusal(400, 'malformed request target');
    }
    let match = null;
    const route = ROUTES.find((candidate) => (match = candidate.path.exec(target.pathname)));
    if (!route) throw new Refusal(404, 'not found');
    call.audited = route.audited;
    const handler = route.methods[request.method];
    if (!handler) {
      const allowed = Object.keys(route.methods).join(', ');
      throw new Refusal(405, `${target.pathname} answers ${allowed}`, { Allow: allowed });
    }
    await handler(request, response, call, match.slice(1), target);
  }

  const onRequest = (request, response) => {
    const call = { client: clientKey(request, { trustProxy }), audited: true, status: null };
    handle(request, response, call)
      .catch((error) => {
        if (error instanceof Refusal) {
          // Refused before its body was read: the connection closes after the answer, rather than reading
          // (and dropping) whatever the client goes on sending.
          const unread = !request.complete;
          if (unread) response.once('finish', () => setTimeout(() => request.socket.destroy(), LINGER_MS).unref());
          return send(
            response,
            error.status,
            { error: error.message },
            { ...error.headers, ...(unread ? { Connection: 'close' } : {}) },
          );
        }
        if (error instanceof ClientGone || request.destroyed || response.destroyed) return;
        // Its own state unreadable, a lock held too long, a disk full: said in its log, not to the client.
        logError(
          `deploy-api: ${request.method} ${(request.url ?? '').split('?')[0].slice(0, 64)} failed: ${error?.message}`,
        );
        send(response, 500, { error: "internal error (the deploy API's log says why)" });
      })
      .finally(() => {
        if (!call.audited) return;
        call.status = response.headersSent ? response.statusCode : null;
        try {
          audit.record(call);
        } catch (error) {
          logError(`deploy-api: the audit log could not be written: ${error.message}`);
        }
      });
  };

  const server = createServer(
    { requestTimeout: 10 * 60_000, headersTimeout: 10_000, keepAliveTimeout: 5_000, maxHeaderSize: 16 * 1024 },
    onRequest,
  );
  // A command runs as long as it needs (the lock's wait, the guard's look): the answer waits for it.
  server.timeout = 0;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const listening = server.address().port;
  let closed = null;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${listening}`,
    port: listening,
    publicKeyPem,
    publicKeyFile: files.publicKey,
    /** Stops listening; commands running finish first (a switch is never cut between its two writes). */
    close() {
      closed ??= (async () => {
        const stopped = new Promise((resolve) => server.close(() => resolve()));
        await Promise.all([...running].map((child) => new Promise((resolve) => child.once('close', resolve))));
        // Their answers go out, then the connections close (idle ones at once, any other after a second).
        const idle = setInterval(() => server.closeIdleConnections(), 50);
        const last = setTimeout(() => server.closeAllConnections(), 1000);
        server.closeIdleConnections();
        await stopped;
        clearInterval(idle);
        clearTimeout(last);
      })();
      return closed;
    },
  };
}
