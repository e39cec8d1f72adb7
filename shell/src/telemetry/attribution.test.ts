import { describe, expect, it } from 'vitest';
import { scriptOwner } from './attribution';
import { stackScript } from './early-notes';

const PLACES = {
  remotes: [
    ['mfe_public', 'https://cdn.example.in/public/v3/mf-manifest.json'],
    ['mfe_owner', 'https://releases.example.in/mfe-owner/1.4.0/mf-manifest.json'],
    ['mfe_admin', 'https://releases.example.in/mf-manifest.json'],
  ] as const,
  botCheck: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  siteOrigin: 'https://qrcontact.in',
};

describe("an error's script: whose release it counts for", () => {
  it("counts a script in a remote's folder for that remote, the deepest folder winning", () => {
    expect(scriptOwner('https://cdn.example.in/public/v3/__federation_expose_StickerPage.1a2b3c4d.js', PLACES)).toBe(
      'mfe_public',
    );
    expect(scriptOwner('https://releases.example.in/mfe-owner/1.4.0/remoteEntry.js?v=2#x', PLACES)).toBe('mfe_owner');
    expect(scriptOwner('https://releases.example.in/admin.5e6f7a8b.js', PLACES)).toBe('mfe_admin');
  });

  it("counts the site's own scripts for the shell", () => {
    expect(scriptOwner('https://qrcontact.in/startup-libraries.3ddb339a.js', PLACES)).toBe('shell');
  });

  it("counts the bot check's scripts for nobody, whatever it loads from its origin", () => {
    expect(scriptOwner('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', PLACES)).toBeNull();
    expect(scriptOwner('https://challenges.cloudflare.com/cdn-cgi/challenge-platform/h/g/orchestrate.js', PLACES)).toBe(
      null,
    );
    // A bot check served from the local API (pnpm start): that script only.
    const local = { ...PLACES, botCheck: 'http://localhost:4000/turnstile.js', siteOrigin: 'http://localhost:4000' };
    expect(scriptOwner('http://localhost:4000/turnstile.js', local)).toBeNull();
  });

  it('counts browser extensions for nobody', () => {
    for (const url of [
      'chrome-extension://abcdefghijklmnop/content.js',
      'moz-extension://0d1e2f3a-4b5c/inject.js',
      'safari-web-extension://ABCD-1234/script.js',
      'safari-extension://com.example.ext/script.js',
    ])
      expect(scriptOwner(url, PLACES), url).toBeNull();
  });

  it('counts unknown scripts, or none, for nobody', () => {
    expect(scriptOwner('https://ads.example.com/tag.js', PLACES)).toBeNull();
    expect(scriptOwner('https://cdn.example.in/public/other.js', PLACES)).toBeNull();
    expect(scriptOwner('', PLACES)).toBeNull();
    expect(scriptOwner(undefined, PLACES)).toBeNull();
  });
});

describe("the URL of an error's first stack frame", () => {
  const error = (stack: string) => ({ stack });

  it("reads V8's frames, named or not", () => {
    expect(
      stackScript(
        error(
          'TypeError: Cannot read properties of undefined\n    at onSend (https://cdn.example.in/public/v3/page.js:1:2345)\n    at https://qrcontact.in/main.js:3:4',
        ),
      ),
    ).toBe('https://cdn.example.in/public/v3/page.js');
    expect(stackScript(error('Error: x\n    at https://cdn.example.in/public/v3/page.js:10:20'))).toBe(
      'https://cdn.example.in/public/v3/page.js',
    );
    expect(stackScript(error('Error: x\n    at async Promise.all (index 0)\n    at f (https://a.in/b.js:1:2)'))).toBe(
      'https://a.in/b.js',
    );
  });

  it("reads Firefox's and Safari's frames", () => {
    expect(stackScript(error('onSend@https://cdn.example.in/public/v3/page.js:1:2345\n@https://a.in/b.js:1:1'))).toBe(
      'https://cdn.example.in/public/v3/page.js',
    );
    expect(stackScript(error('global code@https://a.in/b.js:7:8'))).toBe('https://a.in/b.js');
    expect(stackScript(error('@moz-extension://0d1e2f3a/inject.js:1:1'))).toBe('moz-extension://0d1e2f3a/inject.js');
  });

  it("skips V8's message line, even when the message holds a URL", () => {
    expect(
      stackScript(
        error(
          'Error: failed at https://cdn.example.in/public/v3/x.js:1:2 for 9123456780\n    at f (https://a.in/b.js:1:2)',
        ),
      ),
    ).toBe('https://a.in/b.js');
  });

  it('has none for a value without a stack', () => {
    expect(stackScript('a string')).toBeUndefined();
    expect(stackScript(null)).toBeUndefined();
    expect(stackScript({ stack: 'Error: no frames' })).toBeUndefined();
  });
});
