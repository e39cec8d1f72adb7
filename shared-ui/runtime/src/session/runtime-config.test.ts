import { SETTINGS_ROUTE as settings } from '@qr/platform/federation/settings-route.fixture';
import { describe, expect, it, vi } from 'vitest';
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

  describe('canaries and telemetry, both optional', () => {
    const canary = { url: 'https://cdn.example.in/mfe-owner/1.4.0/mf-manifest.json', version: '1.4.0', share: 10 };
    const telemetry = { url: 'https://health.example.in/v1/logs', sampleRate: 0.1, environment: 'production' };
    const withCanary = (value: unknown) => parseRuntimeConfig({ ...valid, canaries: { mfe_owner: value } });
    const withTelemetry = (value: object) => parseRuntimeConfig({ ...valid, telemetry: { ...telemetry, ...value } });

    it('accepts a canary per remote, a pre-release version, the shares 0 and 100, and a telemetry endpoint', () => {
      const config = {
        ...valid,
        canaries: { mfe_owner: canary, mfe_public: { ...canary, version: '2.0.0-rc.1', share: 0 } },
        telemetry,
      };
      expect(parseRuntimeConfig(config)).toEqual({ ok: true, config });
      expect(withCanary({ ...canary, share: 100 }).ok).toBe(true);
      expect(parseRuntimeConfig({ ...valid, canaries: {} }).ok).toBe(true);
      expect(withTelemetry({ sampleRate: 0 }).ok).toBe(true);
      expect(withTelemetry({ sampleRate: 1, environment: 'staging-2' }).ok).toBe(true);
    });

    it.each([
      ['a version', { ...canary, version: '1.4' }, 'canaries.mfe_owner.version: must be a release version like 1.4.0'],
      [
        'a version without leading zeros',
        { ...canary, version: '1.04.0' },
        'canaries.mfe_owner.version: must be a release version like 1.4.0',
      ],
      ['a fraction', { ...canary, share: 10.5 }, 'canaries.mfe_owner.share: must be a whole number from 0 to 100'],
      ['negative', { ...canary, share: -1 }, 'canaries.mfe_owner.share: must be a whole number from 0 to 100'],
      ['above 100', { ...canary, share: 101 }, 'canaries.mfe_owner.share: must be a whole number from 0 to 100'],
      ['in a string', { ...canary, share: '10' }, 'canaries.mfe_owner.share: must be a whole number from 0 to 100'],
      ['missing', { url: canary.url, version: '1.4.0' }, 'canaries.mfe_owner.share: is missing'],
      [
        'a plain-http URL',
        { ...canary, url: 'http://cdn.example.in/mfe-owner/1.4.0/mf-manifest.json' },
        'canaries.mfe_owner.url: must be an https URL (http only for localhost)',
      ],
      ['an unknown key', { ...canary, weight: 2 }, 'canaries.mfe_owner.weight: is not a known key'],
      ['an object', 'https://cdn.example.in/x', 'canaries.mfe_owner: must be an object'],
    ])('names a canary whose share, version or URL is wrong (%s)', (_, value, problem) => {
      expect(withCanary(value)).toEqual({ ok: false, problem });
    });

    it('names a canary of a remote the site does not know, and canaries that are not an object', () => {
      expect(parseRuntimeConfig({ ...valid, canaries: { mfe_extra: canary } })).toEqual({
        ok: false,
        problem: 'canaries.mfe_extra: is not a known key',
      });
      expect(parseRuntimeConfig({ ...valid, canaries: [canary] })).toEqual({
        ok: false,
        problem: 'canaries: must be an object',
      });
    });

    it.each([
      [{ sampleRate: 2 }, 'telemetry.sampleRate: must be a number from 0 to 1'],
      [{ sampleRate: -0.1 }, 'telemetry.sampleRate: must be a number from 0 to 1'],
      [{ sampleRate: '0.1' }, 'telemetry.sampleRate: must be a number from 0 to 1'],
      [
        { environment: 'Production' },
        'telemetry.environment: must be a lowercase name like production (a letter, then letters, digits or -, at most 32)',
      ],
      [{ url: 'http://health.example.in/v1/logs' }, 'telemetry.url: must be an https URL (http only for localhost)'],
      [{ batch: 10 }, 'telemetry.batch: is not a known key'],
    ])('names a telemetry key that is wrong (%j)', (value, problem) => {
      expect(withTelemetry(value)).toEqual({ ok: false, problem });
    });

    it('says a missing telemetry key is missing', () => {
      const { sampleRate, ...withoutRate } = telemetry;
      expect(parseRuntimeConfig({ ...valid, telemetry: withoutRate })).toEqual({
        ok: false,
        problem: 'telemetry.sampleRate: is missing',
      });
    });
  });

  describe('the preview key and environment (pnpm preview), both optional', () => {
    // An ECDSA P-256 public key, base64 of its SPKI DER, as pnpm preview writes it.
    const previewKey =
      'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAExaE5lZj3CaxoNMb8sc2IfjuiwGTe4f9/+77pn0CAnTF4Xgvv0hClsPVQNKZOptNyyCiFydcpnTonj2QKTbaE8w==';
    const withPreview = (value: object) =>
      parseRuntimeConfig({ ...valid, previewKey, previewEnvironment: 'production', ...value });

    it('accepts the key with the name its links are signed for', () => {
      const config = { ...valid, previewKey, previewEnvironment: 'staging-2' };
      expect(parseRuntimeConfig(config)).toEqual({ ok: true, config });
    });

    it.each([
      [
        { previewKey: 'not base64!' },
        'previewKey: must be the base64 public key pnpm preview prints (an ECDSA P-256 key)',
      ],
      [{ previewKey: 'MFkw' }, 'previewKey: must be the base64 public key pnpm preview prints (an ECDSA P-256 key)'],
      [{ previewKey: 42 }, 'previewKey: must be a string'],
      [
        { previewEnvironment: 'Production' },
        'previewEnvironment: must be a lowercase name like production (a letter, then letters, digits or -, at most 32)',
      ],
    ])('names a preview key or environment that is wrong (%j)', (value, problem) => {
      expect(withPreview(value)).toEqual({ ok: false, problem });
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
