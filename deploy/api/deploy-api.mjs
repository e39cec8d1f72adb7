#!/usr/bin/env node
// pnpm deploy-api serve | token create | token list | token revoke <id> | sign-releases
//
//   serve          the deploy API (server.mjs): one line when it listens; Ctrl-C or SIGTERM stops it once the
//                  commands running have finished
//   token create   prints a new token once (store it as the team's CI secret) and one line describing it
//   token list     every token: id, team, scope, apps, environments, created, expires, revoked (never a secret)
//   token revoke   refuses the token from its next request on
//   sign-releases  signs the releases already in the releases folder (intact, unsigned, never accepted), so
//                  that verification with the API's key can be turned on for a site that had releases before
//
// The state folder (--state, or QR_DEPLOY_STATE; by default the local site's .serve/<port>/deploy-api/) holds
// the tokens, the ledger of versions, the records, the signing key and the audit log (docs/serving.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeOnSignals } from '../http-service.mjs';
import { optionTable } from '../release/command-line.mjs';
import { ReleaseError } from '../release/errors.mjs';
import { firstLine } from '../release/files.mjs';
import { ROOT, releasesDir } from '../release/releases.mjs';
import { DEFAULT_MAX_UPLOAD_BYTES, startDeployApi } from './server.mjs';
import { loadSigningKey } from './signing.mjs';
import { ensureStateDir } from './state.mjs';
import { createToken, describeToken, listTokens, revokeToken } from './tokens.mjs';
import { signExistingReleases } from './upload.mjs';

const DEFAULT_PORT = Number(process.env.SERVE_PORT_BASE ?? 5000) + 7;

const USAGE = `usage: pnpm deploy-api <command> [--state DIR] (docs/releasing.md#releasing-from-ci)
  serve [--port ${DEFAULT_PORT}] [--host 127.0.0.1] [--environments FILE] [--releases DIR] [--verify-signatures]
        [--trust-proxy] [--max-upload-mib 50]
  token create --team TEAM --apps mfe-owner[,...] --envs staging,production [--scope deploy|release-manager|read-only] [--expires 90d|never]
  token list
  token revoke <id>
  sign-releases [--releases DIR]`;

const OPTIONS = optionTable(
  ['state', 'port', 'host', 'environments', 'releases', 'max-upload-mib', 'team', 'apps', 'envs', 'scope', 'expires'],
  ['verify-signatures', 'trust-proxy', 'help'],
);

/** The local site's state folder (`pnpm serve` runs the API with it). */
const localStateDir = () => path.join(ROOT, '.serve', String(process.env.SERVE_PORT_BASE ?? 5000), 'deploy-api');

function number(text, flag, fallback) {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new ReleaseError(`--${flag} takes a whole number, not "${text}"`);
  return Number(text);
}

async function serve(values, stateDir) {
  const port = number(values.port, 'port', DEFAULT_PORT);
  if (port > 65535) throw new ReleaseError(`--port takes a port, not ${port}`);
  const environmentsFile = values.environments ?? process.env.QR_ENVIRONMENTS ?? null;
  const api = await startDeployApi({
    port,
    host: values.host ?? '127.0.0.1',
    stateDir,
    environmentsFile,
    releasesDir: values.releases ?? releasesDir(),
    verifySignatures: Boolean(values['verify-signatures']),
    trustProxy: Boolean(values['trust-proxy']),
    maxUploadBytes: number(values['max-upload-mib'], 'max-upload-mib', DEFAULT_MAX_UPLOAD_BYTES / 1048576) * 1048576,
  });
  closeOnSignals(api);
  console.log(
    `deploy API on ${api.url} (POST /v1/commands, PUT /v1/releases/<app>/<version>); state ${stateDir}; ` +
      `site ${environmentsFile ?? 'the local pnpm serve'}; public key ${api.publicKeyFile}`,
  );
}

async function token(values, positionals, stateDir) {
  const [action, id, ...extra] = positionals;
  if (action === 'create' && !id) {
    const { token: secret, record } = await createToken(stateDir, {
      team: values.team,
      scope: values.scope,
      apps: values.apps,
      envs: values.envs,
      expires: values.expires,
    });
    console.log(secret);
    console.log(
      `created token ${describeToken(record)} (shown once: store it as the team's CI secret QR_DEPLOY_TOKEN)`,
    );
    return;
  }
  if (action === 'list' && !id) {
    const tokens = listTokens(stateDir);
    for (const item of tokens) console.log(describeToken(item));
    console.log(`${tokens.length} token(s) in ${stateDir}`);
    return;
  }
  if (action === 'revoke' && id && !extra.length) {
    const revoked = await revokeToken(stateDir, id);
    console.log(`revoked token ${revoked.id} of team ${revoked.team}: refused from its next request on`);
    return;
  }
  throw new ReleaseError(USAGE);
}

try {
  const { values, positionals } = (() => {
    try {
      return parseArgs({ options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      throw new ReleaseError(`deploy-api: ${firstLine(error)}`);
    }
  })();
  const [command, ...rest] = positionals;
  if (values.help || !command) console.log(USAGE);
  else {
    const stateDir = ensureStateDir(path.resolve(values.state ?? process.env.QR_DEPLOY_STATE ?? localStateDir()));
    if (command === 'serve' && !rest.length) await serve(values, stateDir);
    else if (command === 'token') await token(values, rest, stateDir);
    else if (command === 'sign-releases' && !rest.length) {
      const releases = path.resolve(values.releases ?? releasesDir());
      const lines = await signExistingReleases({
        releasesDir: releases,
        stateDir,
        privateKey: loadSigningKey(stateDir).privateKey,
      });
      for (const line of lines) console.log(line);
      console.log(`signed ${lines.filter((line) => line.startsWith('  signed')).length} release(s) in ${releases}`);
    } else throw new ReleaseError(USAGE);
  }
} catch (error) {
  if (process.env.DEBUG) console.error(error);
  console.error(error instanceof ReleaseError ? error.message : `error: ${firstLine(error)} (DEBUG=1 shows where)`);
  process.exitCode = 1;
}
