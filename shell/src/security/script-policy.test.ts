import { beforeEach, describe, expect, it, vi } from 'vitest';

type Rules = { createScriptURL(url: string): string | null };

/** The module as the entry loads it, in a browser with Trusted Types: the rules of the policy it creates. */
async function loadPolicy() {
  vi.resetModules();
  const createPolicy = vi.fn((_name: string, rules: Rules) => rules);
  vi.stubGlobal('trustedTypes', { createPolicy });
  const module = await import('./script-policy');
  vi.unstubAllGlobals();
  const [name, rules] = createPolicy.mock.calls[0] ?? [];
  return { ...module, name, rules: rules as Rules, createPolicy };
}

describe('the default Trusted Types policy', () => {
  let policy: Awaited<ReturnType<typeof loadPolicy>>;
  beforeEach(async () => {
    policy = await loadPolicy();
  });

  it("is created once, as 'default' (the only name the CSP allows), when the module loads", () => {
    expect(policy.createPolicy).toHaveBeenCalledTimes(1);
    expect(policy.name).toBe('default');
  });

  it("admits the site's own scripts, as Rspack's chunk loading names them", () => {
    expect(policy.rules.createScriptURL('/bootstrap.0a1846db76.js')).toBe('/bootstrap.0a1846db76.js');
    expect(policy.rules.createScriptURL(`${location.origin}/preview.js`)).toBe(`${location.origin}/preview.js`);
  });

  it("admits a registered remote's folder, and nothing else on its host", () => {
    const entry = 'https://cdn.example.in/owner/v9/remoteEntry.js';
    expect(policy.rules.createScriptURL(entry)).toBeNull();
    policy.admitScriptsBeside(['https://cdn.example.in/owner/v9/mf-manifest.json']);
    expect(policy.rules.createScriptURL(entry)).toBe(entry);
    expect(policy.rules.createScriptURL('https://cdn.example.in/owner/v9/__federation_expose_HelpPage.1a.js')).toBe(
      'https://cdn.example.in/owner/v9/__federation_expose_HelpPage.1a.js',
    );
    for (const outside of [
      'https://cdn.example.in/owner/v10/remoteEntry.js',
      'https://cdn.example.in/owner/v9/../v10/remoteEntry.js',
      'https://cdn.example.in/evil.js',
      'https://cdn.example.in.attacker.example/owner/v9/remoteEntry.js',
    ]) {
      expect(policy.rules.createScriptURL(outside), outside).toBeNull();
    }
  });

  it("admits the bot check's origin: Cloudflare's by default, or the configured script's", () => {
    const cloudflare = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
    expect(policy.rules.createScriptURL(cloudflare)).toBeNull();
    policy.admitBotCheck(undefined);
    expect(policy.rules.createScriptURL(cloudflare)).toBe(cloudflare);
    policy.admitBotCheck('https://bot.example.in/t/api.js');
    expect(policy.rules.createScriptURL('https://bot.example.in/t/api.js')).toBe('https://bot.example.in/t/api.js');
  });

  it('refuses anything else: other hosts, data: and javascript: URLs', () => {
    for (const url of ['https://attacker.example/x.js', 'data:text/javascript,alert(1)', 'javascript:alert(1)']) {
      expect(policy.rules.createScriptURL(url), url).toBeNull();
    }
  });

  it('defines no way to turn a string into HTML or script text', () => {
    expect(Object.keys(policy.rules)).toEqual(['createScriptURL']);
  });
});

describe('without Trusted Types (jsdom, older browsers)', () => {
  it('creates nothing and still answers what it admits', async () => {
    vi.resetModules();
    const { isAdmittedScript } = await import('./script-policy');
    expect(isAdmittedScript('/main.js')).toBe(true);
    expect(isAdmittedScript('https://attacker.example/x.js')).toBe(false);
  });
});
