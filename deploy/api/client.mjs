// The release CLI's remote mode: with `--api <url>` (or QR_DEPLOY_API) and QR_DEPLOY_TOKEN, a command runs on
// the deploy API (server.mjs) rather than here, and prints what it printed there: the same lines, the same
// last line, the same exit code. A refusal by the API itself (401, 403, 409, 429, a bad argument) is its one
// line and exit code 1; an API that does not answer, or answers something other than JSON, is one line too.
//
//   pnpm release mfe-owner 1.4.0 --upload --api URL   PUTs the release folder built here (releases/<app>/<v>/)
//   pnpm promote mfe-owner 1.4.0 --env staging --api URL, pnpm releases history --api URL, ...
//
// `pnpm release` without --upload builds in this checkout, as ever (the API never builds).

import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { commandOf, parseCommandArgs, RELEASE_OPTIONS, refuseExtraPositionals } from '../release/command-line.mjs';
import { ReleaseError } from '../release/errors.mjs';
import { firstLine } from '../release/files.mjs';
import { APPS, assertVersion, releaseFolder } from '../release/releases.mjs';
import { COMMANDS } from './commands.mjs';
import { packRelease } from './upload.mjs';

/** Every option of the release CLI (cli.mjs), and --upload. */
const OPTIONS = { ...RELEASE_OPTIONS, upload: { type: 'boolean' } };
/** Decided by the deploy API's own configuration, never by a caller. */
const THE_APIS = ['environments', 'config', 'shell', 'cdn', 'site', 'app-dir', 'collector'];
const POSITIONALS = {
  release: ['app', 'version'],
  compat: ['app', 'version'],
  preview: ['app', 'version'],
  promote: ['app', 'version?'],
  rollback: ['app'],
  list: ['app?'],
  history: ['app?'],
  verify: [],
  health: ['app?'],
  prune: ['app?'],
  adopt: [],
  guard: [],
};
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** The API's URL from --api (taken out of argv) or QR_DEPLOY_API, and the rest of argv. */
function splitApi(argv, env) {
  let url = env.QR_DEPLOY_API || null;
  const rest = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--api') {
      url = argv[index + 1] ?? '';
      index++;
    } else if (arg.startsWith('--api=')) url = arg.slice('--api='.length);
    else rest.push(arg);
  }
  return { url, rest };
}

/** The request of a command line, or a one-line refusal (the CLI's wording where it has one). */
function requestOf(argv) {
  const [command, ...rest] = commandOf(argv);
  const positionalNames = POSITIONALS[command];
  if (!positionalNames) {
    throw new ReleaseError(
      `remote mode runs ${['release --upload', ...Object.keys(COMMANDS)].join(', ')}; not "${command ?? ''}"`,
    );
  }
  const { values, positionals } = parseCommandArgs(command, rest, OPTIONS);
  for (const name of Object.keys(values)) {
    if (THE_APIS.includes(name))
      throw new ReleaseError(`--${name} is the deploy API's to decide: remote mode (--api) does not take it`);
    if (name === 'actor') throw new ReleaseError('--actor: in remote mode the actor is your token (team:id)');
  }
  refuseExtraPositionals(command, positionalNames, positionals);
  const args = Object.fromEntries(positionalNames.map((name, index) => [name.replace('?', ''), positionals[index]]));
  if (args.app !== undefined && !Object.hasOwn(APPS, args.app))
    throw new ReleaseError(`"${args.app}" is not an app: one of ${Object.keys(APPS).join(', ')}`);
  const required = positionalNames.filter((name) => !name.endsWith('?')).length;
  if (positionals.length < required && !(command === 'promote' && (values.from || values.finish))) {
    const usage = positionalNames.map((name) => `<${name.replace('?', '')}>${name.endsWith('?') ? '?' : ''}`).join(' ');
    throw new ReleaseError(`usage: pnpm ${command} ${usage}${command === 'release' ? ' --upload' : ''}`);
  }
  // Checked here as the CLI checks them, so that the line is the CLI's (the API checks them again).
  if (args.version !== undefined) assertVersion(args.version);
  if (values.to !== undefined) assertVersion(values.to, '--to');
  if (command === 'release') {
    const extra = Object.keys(values).filter((name) => name !== 'upload');
    if (extra.length) throw new ReleaseError(`release --upload does not take --${extra[0]}`);
    return { upload: { app: args.app, version: args.version } };
  }
  if (command === 'guard' && !values.once)
    throw new ReleaseError('remote mode runs the guard once: releases guard --once (from a scheduler)');
  const allowed = COMMANDS[command].options;
  const options = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === 'env' || (command === 'guard' && name === 'once')) continue;
    if (!Object.hasOwn(allowed, camel(name))) throw new ReleaseError(`${command} does not take --${name}`);
    options[camel(name)] = value;
  }
  return {
    command: {
      command,
      ...(args.app !== undefined ? { app: args.app } : {}),
      ...(args.version !== undefined ? { version: args.version } : {}),
      ...(values.env !== undefined ? { env: values.env } : {}),
      options,
    },
  };
}

/** One HTTP exchange with the API: { status, text }, or a one-line refusal when it does not answer. */
function exchange(base, { method, path, token, body }) {
  let url;
  try {
    url = new URL(path, base.replace(/\/*$/, '/'));
    if (!/^https?:$/.test(url.protocol)) throw new Error('not http(s)');
  } catch {
    throw new ReleaseError(`--api takes the deploy API's URL (https://...), not "${base}"`);
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': body.length,
        accept: 'application/json',
      },
      timeout: 20 * 60_000,
    });
    const gone = (reason) => reject(new ReleaseError(`deploy API at ${base} did not answer (${reason})`));
    request.on('timeout', () => request.destroy(new Error('no answer in 20 minutes')));
    request.on('error', (error) => gone(firstLine(error.cause ?? error) || error.code));
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (error) => gone(firstLine(error)));
      response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.end(body);
  });
}

/** Prints the API's answer (its lines, to stdout and stderr as the CLI printed them); the exit code. */
function printAnswer(base, { status, text }) {
  let answer = null;
  try {
    answer = JSON.parse(text);
  } catch {}
  if (status === 200 && Array.isArray(answer?.lines) && Number.isInteger(answer.code)) {
    const toStderr = Number.isInteger(answer.stderr) ? answer.stderr : 0;
    for (const [index, line] of answer.lines.entries()) {
      if (index >= answer.lines.length - toStderr) console.error(line);
      else console.log(line);
    }
    return answer.code;
  }
  if (typeof answer?.error === 'string') throw new ReleaseError(answer.error);
  throw new ReleaseError(`deploy API at ${base} did not answer (HTTP ${status}, not the API's JSON)`);
}

/**
 * Runs a command line on the deploy API. Returns null when it did (the exit code is set), or the command
 * line without --api to run here: help, and `release` without --upload (a build, in this checkout).
 * @param {string[]} argv  the CLI's arguments
 */
export async function runRemote(argv, { env = process.env } = {}) {
  const { url, rest } = splitApi(argv, env);
  const [command] = commandOf(rest);
  if (rest.some((arg) => arg === '--help' || arg === '-h') || command === 'help' || !command) return rest;
  if (command === 'release' && !rest.includes('--upload')) return rest;
  if (!url) throw new ReleaseError("--api takes the deploy API's URL (e.g. https://deploy.qrcontact.in)");
  const request = requestOf(rest);
  const token = env.QR_DEPLOY_TOKEN;
  if (!token) throw new ReleaseError("QR_DEPLOY_TOKEN is not set: remote mode sends your team's token (a CI secret)");
  let answer;
  if (request.upload) {
    const { app, version } = request.upload;
    const folder = releaseFolder(app, version);
    if (!existsSync(folder))
      throw new ReleaseError(
        `${app} ${version} has not been released here (${folder}): pnpm release ${app} ${version} first`,
      );
    answer = await exchange(url, {
      method: 'PUT',
      path: `v1/releases/${app}/${version}`,
      token,
      body: packRelease(folder),
    });
  } else {
    const body = Buffer.from(JSON.stringify(request.command));
    answer = await exchange(url, { method: 'POST', path: 'v1/commands', token, body });
  }
  process.exitCode = printAnswer(url, answer);
  return null;
}
