// The local API for the tools that load pages (pnpm size, pnpm bench): reused when one already answers.
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

/** Starts the local API unless one already answers; one started here stops when this process exits. */
export async function startApiIfNeeded(apiUrl) {
  if (await apiIsUp(apiUrl)) return;
  const child = spawn(process.execPath, [path.join(ROOT, 'tools', 'api', 'main.ts')], {
    env: { ...process.env, API_PORT: String(API_PORT) },
    stdio: 'ignore',
  });
  child.unref();
  process.on('exit', () => child.kill());
  for (let i = 0; i < 50; i++) {
    if (await apiIsUp(apiUrl)) return;
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
