/**
 * The fake window.turnstile for stories and tests: no network. The fake itself is the one script the local
 * API and the e2e suite serve (`fake-turnstile-script.js`); this installs it with a story's mode, Cloudflare's
 * test token and the stories' look. It also puts a placeholder <script id="cf-turnstile-script"> in <head>
 * so BotCheck never appends the real script.
 */
import './fake-turnstile-script.js';

export type FakeTurnstileMode = 'pass' | 'error' | 'expire' | 'timeout' | 'render-throws' | 'never-loads';

export const FAKE_TURNSTILE_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
/** Delay before the fake answers (token, error, expiry...), so the loading state is visible. */
export const FAKE_TURNSTILE_DELAY_MS = 300;

type FakeState = 'pending' | 'idle' | 'passed' | 'error-callback' | 'expired-callback' | 'timeout-callback';
interface FakeOptions {
  mode: Exclude<FakeTurnstileMode, 'never-loads'>;
  token: string;
  delayMs: number;
  look: { texts: Record<FakeState, string>; style(state: FakeState): string };
}
declare global {
  interface Window {
    /** Defined by fake-turnstile-script.js. */
    __installFakeTurnstile?: (options: FakeOptions) => () => void;
  }
}

const TONES: Record<FakeState, string> = {
  pending: '#525b68',
  idle: '#525b68',
  passed: '#146c2e',
  'error-callback': '#b3261e',
  'expired-callback': '#b3261e',
  'timeout-callback': '#b3261e',
};

const STORY_LOOK: FakeOptions['look'] = {
  texts: {
    pending: 'Verifying…',
    idle: 'Verifying…',
    passed: '✓ Success!',
    'error-callback': 'Verification failed',
    'expired-callback': 'Expired',
    'timeout-callback': 'Timed out',
  },
  style: (state) =>
    `box-sizing:border-box;display:flex;align-items:center;gap:8px;width:100%;min-width:300px;height:65px;padding:0 16px;border:1px solid #c9d0da;border-radius:6px;background:#fafafa;font:14px system-ui,sans-serif;color:${TONES[state]}`,
};

export function installFakeTurnstile(mode: FakeTurnstileMode): () => void {
  if (!document.getElementById('cf-turnstile-script')) {
    const script = document.createElement('script');
    script.id = 'cf-turnstile-script';
    script.type = 'application/json'; // inert: never fetched, never executed
    script.textContent = '{}';
    document.head.appendChild(script);
  }

  if (mode === 'never-loads') {
    delete window.turnstile;
    return () => {};
  }
  const install = window.__installFakeTurnstile;
  if (!install) throw new Error('fake-turnstile-script.js did not run');
  return install({ mode, token: FAKE_TURNSTILE_TOKEN, delayMs: FAKE_TURNSTILE_DELAY_MS, look: STORY_LOOK });
}

/** Removes the fake (and its placeholder script) entirely. */
export function uninstallFakeTurnstile(): void {
  delete window.turnstile;
  document.getElementById('cf-turnstile-script')?.remove();
}
