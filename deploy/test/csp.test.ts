import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, reportingEndpoints, scriptFolders } from '../csp.ts';
import { siteConfig } from './site-config.fixture';

const config = siteConfig;

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy(config));
  /** `policy` talks to and styles from `origin`, which the site's own policy does not. */
  const expectTalksToAndStylesFrom = (policy: Record<string, string[]>, origin: string) => {
    for (const directive of ['connect-src', 'style-src']) {
      expect(policy[directive], directive).toContain(origin);
      expect(csp[directive], directive).not.toContain(origin);
    }
  };

  it("runs scripts from the site, each remote's folder (not its whole host) and the bot check only", () => {
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://cdn.example.in/public/v3/',
      'https://cdn.example.in/owner/v9/',
      'https://admin-cdn.example.in/v1/',
      'https://challenges.cloudflare.com',
    ]);
  });

  it('talks to the site, the API and the remotes, and frames only the bot check', () => {
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.example.in',
      'https://cdn.example.in',
      'https://admin-cdn.example.in',
    ]);
    expect(csp['frame-src']).toEqual(['https://challenges.cloudflare.com']);
  });

  it("sends the health reports to the telemetry collector's origin only where the config names one", () => {
    const telemetry = { url: 'https://health.example.in/v1/logs?key=1', sampleRate: 0.1, environment: 'production' };
    const reporting = directives(contentSecurityPolicy({ ...config, telemetry }));
    expect(reporting['connect-src']).toEqual([...csp['connect-src'], 'https://health.example.in']);
    // Its origin, not its path; nothing else gains it.
    for (const directive of ['script-src', 'style-src', 'frame-src', 'img-src', 'default-src'])
      expect(reporting[directive], directive).toEqual(csp[directive]);
    expect(csp['connect-src']).not.toContain('https://health.example.in');
    // A collector on an origin the page already talks to is listed once.
    const onApi = directives(
      contentSecurityPolicy({ ...config, telemetry: { ...telemetry, url: 'https://api.example.in/v1/logs' } }),
    );
    expect(onApi['connect-src']).toEqual(csp['connect-src']);
  });

  it('refuses a telemetry URL the shell would refuse, naming the key', () => {
    const telemetry = { url: 'http://health.example.in/v1/logs', sampleRate: 0.1, environment: 'production' };
    expect(() => contentSecurityPolicy({ ...config, telemetry })).toThrow(
      'telemetry.url: must be an https URL (http only for localhost)',
    );
  });

  it('requires Trusted Types for every script sink, through the one policy the shell creates', () => {
    expect(csp['require-trusted-types-for']).toEqual(["'script'"]);
    expect(csp['trusted-types']).toEqual(['default']);
  });

  it('locks everything else down', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['font-src']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(contentSecurityPolicy(config)).not.toMatch(/unsafe-(eval|inline)|strict-dynamic/);
  });

  it("allows the releases CDN's base folder (every release, a preview) and folds the remotes under it into it", () => {
    const cdn = 'https://releases.example.in/qr';
    const onCdn = {
      ...config,
      releasesCdn: cdn,
      remotes: { ...config.remotes, mfe_owner: `${cdn}/mfe-owner/1.4.0/mf-manifest.json` },
    };
    const previewing = directives(contentSecurityPolicy(onCdn));
    expect(previewing['script-src']).toEqual([
      "'self'",
      'https://releases.example.in/qr/',
      'https://cdn.example.in/public/v3/',
      'https://admin-cdn.example.in/v1/',
      'https://challenges.cloudflare.com',
    ]);
    expectTalksToAndStylesFrom(previewing, 'https://releases.example.in');
    expect(previewing['frame-src']).toEqual(csp['frame-src']);
  });

  describe('canaries', () => {
    const canaryAt = (url: string, share = 10) => ({
      ...config,
      canaries: { mfe_owner: { url, version: '1.4.0', share } },
    });

    it("runs scripts from each canary's folder beside its remote's, and talks to and styles from its origin", () => {
      const policy = directives(
        contentSecurityPolicy(canaryAt('https://canary-cdn.example.in/owner/v10/mf-manifest.json')),
      );
      expect(policy['script-src']).toEqual([
        "'self'",
        'https://cdn.example.in/public/v3/',
        'https://cdn.example.in/owner/v9/',
        'https://admin-cdn.example.in/v1/',
        'https://canary-cdn.example.in/owner/v10/',
        'https://challenges.cloudflare.com',
      ]);
      expectTalksToAndStylesFrom(policy, 'https://canary-cdn.example.in');
      // Its folder only, not its whole host.
      expect(policy['script-src']).not.toContain('https://canary-cdn.example.in');
    });

    it('allows a canary at share 0 too (a paused rollout a Try Again may resume), and a canary on the same CDN once', () => {
      expect(scriptFolders(canaryAt('https://cdn.example.in/owner/v10/mf-manifest.json', 0))).toContain(
        'https://cdn.example.in/owner/v10/',
      );
      const sameOrigin = directives(
        contentSecurityPolicy(canaryAt('https://cdn.example.in/owner/v10/mf-manifest.json')),
      );
      expect(sameOrigin['connect-src']).toEqual(csp['connect-src']);
    });

    it("folds a canary on the releases CDN into the CDN's folder", () => {
      const cdn = 'https://releases.example.in/qr';
      const onCdn = { ...canaryAt(`${cdn}/mfe-owner/1.4.0/mf-manifest.json`), releasesCdn: cdn };
      expect(scriptFolders(onCdn)).toEqual([
        'https://releases.example.in/qr/',
        'https://cdn.example.in/public/v3/',
        'https://cdn.example.in/owner/v9/',
        'https://admin-cdn.example.in/v1/',
      ]);
    });

    it('refuses a config whose canary the shell refuses, naming the key', () => {
      expect(() => contentSecurityPolicy(canaryAt('http://canary-cdn.example.in/owner/v10/mf-manifest.json'))).toThrow(
        'canaries.mfe_owner.url: must be an https URL (http only for localhost)',
      );
      expect(() => contentSecurityPolicy(canaryAt('https://canary-cdn.example.in/x/mf-manifest.json', 101))).toThrow(
        'canaries.mfe_owner.share: must be a whole number from 0 to 100',
      );
    });
  });

  it("lists a remote's folder once, and a folder inside another folder not at all", () => {
    const nested = {
      ...config,
      remotes: {
        mfe_public: 'https://cdn.example.in/app/mf-manifest.json',
        mfe_owner: 'https://cdn.example.in/app/owner/mf-manifest.json',
        mfe_admin: 'https://cdn.example.in/app/mf-manifest.json?v=2',
      },
    };
    expect(scriptFolders(nested)).toEqual(['https://cdn.example.in/app/']);
  });

  it('follows a configured bot-check script host instead of Cloudflare', () => {
    const local = { ...config, turnstile: { ...config.turnstile, scriptUrl: 'http://localhost:4000/__dev/api.js' } };
    const policy = directives(contentSecurityPolicy(local));
    expect(policy['script-src']).toContain('http://localhost:4000');
    expect(policy['frame-src']).toEqual(['http://localhost:4000']);
    expect(contentSecurityPolicy(local)).not.toContain('challenges.cloudflare.com');
  });

  it("allows a remote's next origin as a whole host before the switch (release tools), in every directive it needs", () => {
    const moving = directives(contentSecurityPolicy(config, { allowRemoteOrigins: ['https://new-cdn.example.in'] }));
    for (const directive of ['script-src', 'connect-src', 'style-src']) {
      expect(moving[directive], directive).toContain('https://new-cdn.example.in');
    }
    expect(() => contentSecurityPolicy(config, { allowRemoteOrigins: ['http://new-cdn.example.in'] })).toThrow(
      'allowRemoteOrigins: http://new-cdn.example.in must be an https URL (http only for localhost)',
    );
  });

  it("keeps a folder's ; , and $ from ending a directive, a policy or naming an nginx variable", () => {
    const odd = {
      ...config,
      remotes: { ...config.remotes, mfe_owner: 'https://cdn.example.in/a;b,c$d/mf-manifest.json' },
    };
    const policy = contentSecurityPolicy(odd);
    expect(directives(policy)['script-src']).toContain('https://cdn.example.in/a%3Bb%2Cc%24d/');
    // The style nonce is the one nginx variable the policy holds.
    expect(policy.replace("'nonce-$request_id'", '')).not.toMatch(/[,$]/);
    expect(policy.split('; ')).toHaveLength(contentSecurityPolicy(config).split('; ').length);
  });

  it('refuses a config the shell refuses: an unknown key (e.g. a remote of an attacker), a plain-http remote', () => {
    const extra = { ...config, remotes: { ...config.remotes, mfe_extra: 'https://attacker.example/mf-manifest.json' } };
    expect(() => contentSecurityPolicy(extra)).toThrow('remotes.mfe_extra: is not a known key');
    const http = {
      ...config,
      remotes: { ...config.remotes, mfe_admin: 'http://admin-cdn.example.in/mf-manifest.json' },
    };
    expect(() => contentSecurityPolicy(http)).toThrow(
      'remotes.mfe_admin: must be an https URL (http only for localhost)',
    );
  });

  it('accepts the optional routes and releasesCdn', () => {
    const route = { path: '/p/offers/:code', remote: 'mfe_public', expose: 'OffersPage', access: 'public', title: 'O' };
    expect(() =>
      contentSecurityPolicy({ ...config, routes: [route], releasesCdn: 'https://releases.example.in/' }),
    ).not.toThrow();
  });
});

describe('reporting (off by default)', () => {
  const reportUri = 'https://reports.example.in/csp';

  it('sends no report-uri, report-to or Reporting-Endpoints without a reportUri', () => {
    expect(contentSecurityPolicy(config)).not.toMatch(/report-/);
    expect(reportingEndpoints(undefined)).toBeNull();
  });

  it('reports to the endpoint with report-to (through Reporting-Endpoints) and report-uri for older browsers', () => {
    const policy = directives(contentSecurityPolicy(config, { reportUri }));
    expect(policy['report-uri']).toEqual([reportUri]);
    expect(policy['report-to']).toEqual(['csp']);
    expect(reportingEndpoints(reportUri)).toBe(`csp="${reportUri}"`);
  });

  it.each([
    ['http://reports.example.in/csp', 'must be an https URL'],
    ['https://reports.example.in/a;b', 'must not contain'],
    ['https://reports.example.in/"x', 'must not contain'],
    ['https://reports.example.in/$host', 'must not contain'],
  ])('refuses the endpoint %s', (bad, why) => {
    expect(() => contentSecurityPolicy(config, { reportUri: bad })).toThrow(why);
    expect(() => reportingEndpoints(bad)).toThrow(why);
  });
});
