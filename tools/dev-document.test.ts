// pnpm start's shell dev server writes the document's first screen as nginx does in production: in the
// visitor's language, from the same route texts, with no placeholder left (tools/dev-document.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANDING_HERO } from 'shell/landing-hero';
import { describe, expect, it } from 'vitest';
import { ROUTE_TEXT_PLACEHOLDERS } from '../deploy/document-texts.mjs';
import { ROOT } from './apps.mjs';
import { devDocument } from './dev-document.mjs';

const TEMPLATE = readFileSync(path.join(ROOT, 'shell', 'index.html'), 'utf8');
const ORIGIN = 'http://localhost:3000';
const text = (html: string, className: string) => new RegExp(`<p class="${className}">([^<]*)</p>`).exec(html)?.[1];

describe('the dev server document', () => {
  it.each([
    ['en', { acceptLanguage: 'en-IN,en;q=0.9' }],
    ['hi', { acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' }],
    ['hi', { cookie: 'language=hi.1762675200000', acceptLanguage: 'en' }],
    ['en', { cookie: 'a=b; language=en', acceptLanguage: 'hi' }],
    ['en', { acceptLanguage: 'hi;q=0, en' }],
  ] as const)("writes the landing's first screen in %s for %j", (language, request) => {
    const html = devDocument(TEMPLATE, { pathname: '/', origin: ORIGIN, ...request });
    expect(html).toContain(`<html lang="${language === 'hi' ? 'hi-IN' : 'en-IN'}">`);
    expect(text(html, 'first-screen-eyebrow')).toBe(LANDING_HERO[language].eyebrow);
    expect(text(html, 'first-screen-headline')).toBe(LANDING_HERO[language].headline);
    expect(text(html, 'first-screen-name')).toBe('');
    expect(html).not.toMatch(/__(PAGE|SHARE)_[A-Z]+__/);
  });

  it("writes a page's name in both languages", () => {
    const english = devDocument(TEMPLATE, { pathname: '/QRUSED0001', origin: ORIGIN });
    const hindi = devDocument(TEMPLATE, { pathname: '/QRUSED0001', origin: ORIGIN, acceptLanguage: 'hi' });
    expect(text(english, 'first-screen-name')).toBe('Contact the owner');
    expect(text(hindi, 'first-screen-name')).toBe('गाड़ी के मालिक से संपर्क करें');
    expect(text(english, 'first-screen-lead')).toMatch(/^Call the owner of this vehicle/);
    expect(hindi).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(hindi).toContain(`<meta property="og:image" content="${ORIGIN}/og-image.png" />`);
  });

  it('fills every placeholder that nginx fills per route and language', () => {
    const template = readFileSync(path.join(ROOT, 'deploy', 'nginx', 'shell.conf.template'), 'utf8');
    const nginxFills = [...template.matchAll(/sub_filter "(__[A-Z_]+__)"/g)].map((match) => match[1]);
    const perRequestNonces = ['__CSP_NONCE__', '__STYLE_NONCE__'];
    expect(nginxFills.filter((placeholder) => !perRequestNonces.includes(placeholder as string)).sort()).toEqual(
      [...Object.keys(ROUTE_TEXT_PLACEHOLDERS), '__SHARE_IMAGE__', '__SHARE_LOCALE__'].sort(),
    );
  });
});
