import { describe, expect, it, vi } from 'vitest';
import { SETTINGS_ROUTE as settings } from '../federation/settings-route.fixture';
import { loadRuntimeConfig } from './runtime-config';
import { testRuntimeConfig } from './runtime-config.fixture';
import { parseRuntimeConfig } from './runtime-config-schema';

const valid = testRuntimeConfig;

describe('parseRuntimeConfig', () => {
  it('accepts a complete config, with or without a Turnstile script URL', () => {
    expect(parseRuntimeConfig(valid).ok).toBe(true);
    const withScript = { ...valid, turnstile: { ...valid.turnstile, scriptUrl: 'http://localhost:4000/x.js' } };
    expect(parseRuntimeConfig(withScript)).toEqual({ ok: true, config: withScript });
  });

  it('names a missing key', () => {
    const { remotes, ...rest } = valid;
    const { mfe_admin, ...twoRemotes } = remotes;
    expect(parseRuntimeConfig({ ...rest, remotes: twoRemotes })).toEqual({
      ok: false,
      problem: 'remotes.mfe_admin: is missing',
    });
  });

  it('tells a key of the wrong type from a missing one', () => {
    expect(parseRuntimeConfig({ ...valid, apiBaseUrl: 42 })).toEqual({
      ok: false,
      problem: 'apiBaseUrl: must be a string',
    });
    expect(parseRuntimeConfig({ ...valid, turnstile: [] })).toEqual({
      ok: false,
      problem: 'turnstile: must be an object',
    });
  });

  it('names a key whose value is not a URL', () => {
    expect(parseRuntimeConfig({ ...valid, apiBaseUrl: 'api' })).toEqual({
      ok: false,
      problem: 'apiBaseUrl: must be an absolute URL',
    });
  });

  it('names the key whose URL is neither https nor http on localhost, for the API, the remotes and the bot check', () => {
    const problem = (config: unknown) => parseRuntimeConfig(config);
    const https = 'must be an https URL (http only for localhost)';
    expect(problem({ ...valid, remotes: { ...valid.remotes, mfe_owner: 'javascript:alert(1)' } })).toEqual({
      ok: false,
      problem: `remotes.mfe_owner: ${https}`,
    });
    expect(problem({ ...valid, apiBaseUrl: 'http://api.example.in' })).toEqual({
      ok: false,
      problem: `apiBaseUrl: ${https}`,
    });
    expect(
      problem({ ...valid, turnstile: { ...valid.turnstile, scriptUrl: 'data:text/javascript,alert(1)' } }),
    ).toEqual({ ok: false, problem: `turnstile.scriptUrl: ${https}` });
  });

  it('accepts https URLs for every key', () => {
    const production = {
      apiBaseUrl: 'https://api.example.in',
      turnstile: { ...valid.turnstile, scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js' },
      remotes: {
        mfe_public: 'https://cdn.example.in/public/v42/mf-manifest.json',
        mfe_owner: 'https://cdn.example.in/owner/v17/mf-manifest.json',
        mfe_admin: 'https://cdn.example.in/admin/v5/mf-manifest.json',
      },
    };
    expect(parseRuntimeConfig(production)).toEqual({ ok: true, config: production });
  });

  describe("routes (the pages the remotes' live releases declare) and releasesCdn, both optional", () => {
    const withRoutes = (routes: unknown) => parseRuntimeConfig({ ...valid, routes });

    it('accepts declared routes and the CDN of the releases', () => {
      const config = {
        ...valid,
        routes: [settings, { ...settings, titleHi: undefined }],
        releasesCdn: 'https://cdn.in/',
      };
      expect(parseRuntimeConfig(config).ok).toBe(true);
      expect(withRoutes([])).toMatchObject({ ok: true, config: { routes: [] } });
    });

    it.each([
      ['a list', { a: 1 }, 'routes: must be a list of routes'],
      [
        'a known remote',
        [{ ...settings, remote: 'mfe_other' }],
        'routes.0.remote: must be one of mfe_public, mfe_owner, mfe_admin',
      ],
      ['a known access', [{ ...settings, access: 'root' }], 'routes.0.access: must be one of public, owner, admin'],
      ['a path', [{ ...settings, path: 'account' }], 'routes.0.path: must start with /'],
      [
        'an expose name',
        [{ ...settings, expose: './Settings' }],
        'routes.0.expose: must be the name the remote exposes the page under',
      ],
      ['a title', [{ ...settings, title: '' }], 'routes.0.title: must not be empty'],
    ])('names a route that is not %s', (_, routes, problem) => {
      expect(withRoutes(routes)).toEqual({ ok: false, problem });
    });

    it('takes the releases CDN as an https URL only (http for localhost)', () => {
      expect(parseRuntimeConfig({ ...valid, releasesCdn: 'http://cdn.example.in' })).toEqual({
        ok: false,
        problem: 'releasesCdn: must be an https URL (http only for localhost)',
      });
      expect(parseRuntimeConfig({ ...valid, releasesCdn: 'http://localhost:5004' }).ok).toBe(true);
    });
  });

  it('names a key the site does not know, at the top, in remotes and in turnstile, rather than dropping it', () => {
    const extraRemote = {
      ...valid,
      remotes: { ...valid.remotes, mfe_extra: 'https://attacker.example/mf-manifest.json' },
    };
    expect(parseRuntimeConfig(extraRemote)).toEqual({ ok: false, problem: 'remotes.mfe_extra: is not a known key' });
    expect(parseRuntimeConfig({ ...valid, apiBaseURL: 'https://api.example.in' })).toEqual({
      ok: false,
      problem: 'apiBaseURL: is not a known key',
    });
    expect(parseRuntimeConfig({ ...valid, turnstile: { ...valid.turnstile, scriptURL: 'https://x.in/a.js' } })).toEqual(
      {
        ok: false,
        problem: 'turnstile.scriptURL: is not a known key',
      },
    );
  });

  it('can be imported by Node without a bundler (deploy/ renders the CSP with it)', async () => {
    const { execFileSync } = await import('node:child_process');
    const schema = `${import.meta.dirname}/runtime-config-schema.ts`;
    const script = `import(${JSON.stringify(schema)}).then((m) => console.log(m.parseRuntimeConfig(${JSON.stringify(valid)}).ok))`;
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim()).toBe('true');
  });

  it('rejects something that is not an object', () => {
    expect(parseRuntimeConfig('hello').ok).toBe(false);
  });
});

describe('loadRuntimeConfig', () => {
  const respond = (body: BodyInit, status = 200) => vi.fn(async () => new Response(body, { status }));

  it('loads and validates the file, by default without caching it', async () => {
    const fetchImpl = respond(JSON.stringify(valid));
    vi.stubGlobal('fetch', fetchImpl);
    expect(await loadRuntimeConfig('/runtime-config.json')).toEqual({ ok: true, config: valid });
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    vi.unstubAllGlobals();
  });

  it('validates a response fetched elsewhere (the shell starts the request before its bootstrap)', async () => {
    const early = respond(JSON.stringify(valid));
    expect(await loadRuntimeConfig('/runtime-config.json', early)).toEqual({ ok: true, config: valid });
    expect(early).toHaveBeenCalledWith('/runtime-config.json');
  });

  it('explains a missing file, bad JSON and a network failure', async () => {
    expect(await loadRuntimeConfig('/c.json', respond('nope', 404))).toEqual({
      ok: false,
      problem: '/c.json answered 404',
    });
    expect(await loadRuntimeConfig('/c.json', respond('{'))).toEqual({
      ok: false,
      problem: '/c.json is not valid JSON',
    });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadRuntimeConfig('/c.json', offline)).toEqual({ ok: false, problem: '/c.json could not be fetched' });
  });
});
