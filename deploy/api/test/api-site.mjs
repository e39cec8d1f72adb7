// A deploy API in front of the release tools' fake site (deploy/release/test/fake-site.mjs): an environments
// file naming production (the fake site's live config) and staging (a copy of it), the same CDN and shell,
// the API on a free loopback port with its state in the site's folder, and real HTTP to it.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { CLI, fakeSite } from '../../release/test/fake-site.mjs';
import { startDeployApi } from '../server.mjs';
import { createToken } from '../tokens.mjs';

/**
 * @param {{ versions?: string[], environments?: object, api?: object }} options
 *   environments: extra fields of the environments file (e.g. releasePublicKey); api: startDeployApi's options
 */
export async function apiSite({ versions, environments = {}, api: apiOptions = {} } = {}) {
  const site = await fakeSite(versions ? { versions } : {});
  const shell = path.join(site.dir, 'shell');
  const stagingDir = path.join(site.dir, 'staging');
  mkdirSync(stagingDir);
  const stagingConfig = path.join(stagingDir, 'runtime-config.json');
  copyFileSync(site.config, stagingConfig);
  const environmentsFile = path.join(site.dir, 'environments.json');
  writeFileSync(
    environmentsFile,
    JSON.stringify({
      cdn: site.cdn,
      ...environments,
      environments: {
        production: { config: site.config, shellRoot: shell },
        staging: { config: stagingConfig, shellRoot: shell },
      },
    }),
  );
  const stateDir = path.join(site.dir, 'deploy-api');
  const api = await startDeployApi({
    stateDir,
    environmentsFile,
    releasesDir: site.releases,
    logError: () => {},
    ...apiOptions,
  });

  /** A token of this API: the token text and its record. */
  const token = (options) => createToken(stateDir, options);

  /** A raw HTTP exchange (node:http): status, headers, the parsed JSON (or null) and the text. */
  const send = (method, urlPath, { token: bearer, body, type = 'application/json', headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const request = httpRequest(`${api.url}${urlPath}`, {
        method,
        headers: {
          ...(type ? { 'content-type': type } : {}),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...headers,
        },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: response.statusCode, headers: response.headers, json, text });
        });
      });
      request.end(
        body === undefined
          ? undefined
          : typeof body === 'string' || Buffer.isBuffer(body)
            ? body
            : JSON.stringify(body),
      );
    });

  /** POST /v1/commands. */
  const command = (bearer, body, options = {}) => send('POST', '/v1/commands', { token: bearer, body, ...options });

  /** The release CLI as a process, with this environment (plus `env`): its exit code, stdout and stderr. */
  const cli = (args, env = {}) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [CLI, ...args], {
        env: { ...process.env, RELEASES_DIR: site.releases, QR_ENVIRONMENTS: environmentsFile, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
    });

  /** Every file under the site's folder with its size and modification time: what a refused request must not change. */
  const snapshot = () => {
    const files = {};
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (!file.endsWith('audit.log') && !file.endsWith('.lock')) {
          files[path.relative(site.dir, file)] = `${statSync(file).size}:${statSync(file).mtimeMs}`;
        }
      }
    };
    walk(site.dir);
    return files;
  };

  return {
    ...site,
    shell,
    stagingConfig,
    environmentsFile,
    stateDir,
    api,
    token,
    send,
    command,
    cli,
    snapshot,
    audit: () =>
      readFileSync(path.join(stateDir, 'audit.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    history: (file = site.history) => JSON.parse(readFileSync(file, 'utf8')),
    async close() {
      await api.close();
      site.close();
      rmSync(site.dir, { recursive: true, force: true });
    },
  };
}
