// The local API for the tools that load pages (pnpm serve, size, bench): reused when one already answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_PORT, ROOT } from './apps.mjs';

export async function apiIsUp(apiUrl) {
  try {
    return (await fetch(`${apiUrl}/__dev/outbox`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the local API unless one already answers; one started here stops when this process exits, or
 * with `stop()`. `onLine` gets what it prints once listening (outbox lines, server errors); without it,
 * its output is dropped.
 * @param {string} apiUrl
 * @param {{ onLine?: (line: string) => void }} [options]
 * @returns {Promise<{ started: boolean, stop: () => Promise<void> }>}
 */
export async function startApiIfNeeded(apiUrl, { onLine } = {}) {
  if (await apiIsUp(apiUrl)) return { started: false, stop: async () => {} };
  const child = spawn(process.execPath, [path.join(ROOT, 'tools', 'api', 'main.ts')], {
    env: { ...process.env, API_PORT: String(API_PORT) },
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', onLine ? 'inherit' : 'ignore'],
  });
  child.unref();
  child.stdout?.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() && !line.startsWith('Local API listening')) onLine?.(line);
    }
  });
  const kill = () => child.kill();
  process.on('exit', kill);
  const stop = () =>
    new Promise((resolve) => {
      process.off('exit', kill);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  for (let i = 0; i < 50; i++) {
    if (await apiIsUp(apiUrl)) return { started: true, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The local API did not start on ${apiUrl}`);
}

/** Logs a phone in through the local API (the test bot-check token, the OTP from the outbox) and returns its JWT. */
export async function tokenFor(apiUrl, phone) {
  const post = (url, body) =>
    fetch(`${apiUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const loginData = await (
    await post('/login/phone-login-initiate', { phone, 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' })
  ).json();
  const { messages } = await (await fetch(`${apiUrl}/__dev/outbox?to=${phone}`)).json();
  const code = Number(messages.filter((message) => message.kind === 'otp').at(-1).code);
  const { jwtToken } = await (await post('/login/phone-login-verify', { ...loginData, verificationCode: code })).json();
  return jwtToken;
}
