// The document's per-request texts: what nginx's sub_filter writes into index.html (shell.conf.template) for
// a route and a language, as a function, for the dev server (tools/dev-document.mjs). The values are the
// same map entries render-nginx.ts renders into nginx's configuration, so both show the same words.
import { attributeText, shareMapEntries } from './render-nginx.ts';

/** Each placeholder nginx fills from its route maps, and the map entry's field (shareMapEntries) it takes. */
export const ROUTE_TEXT_PLACEHOLDERS = {
  __PAGE_NAME__: 'pageName',
  __PAGE_EYEBROW__: 'eyebrow',
  __PAGE_HEADLINE__: 'headline',
  __PAGE_DESCRIPTION__: 'pageDescription',
  __SHARE_TITLE__: 'title',
  __SHARE_DESCRIPTION__: 'description',
};

/** What the maps give when no route matches (http.conf.template's defaults). */
const NO_ROUTE = { title: 'QR Vehicle Contact' };

/**
 * index.html as nginx writes it for `pathname` in `language`: <html lang>, the first screen's texts and the
 * share tags (the style and CSP nonces stay: the dev server sends no Content-Security-Policy).
 * @param {string} html
 * @param {{ config: object, pathname: string, language: 'en' | 'hi', shareImage: string }} request
 */
export function documentWithTexts(html, { config, pathname, language, shareImage }) {
  // As nginx's maps: the first entry whose regex matches "<language> <path>".
  const entry = shareMapEntries(config).find((candidate) =>
    new RegExp(candidate.pattern).test(`${language} ${pathname}`),
  );
  // As sub_filter_once: the first occurrence of each.
  let document = html
    .replace('<html lang="en-IN">', `<html lang="${language === 'hi' ? 'hi-IN' : 'en-IN'}">`)
    .replace('__SHARE_LOCALE__', language === 'hi' ? 'hi_IN' : 'en_IN')
    .replace('__SHARE_IMAGE__', shareImage);
  for (const [placeholder, field] of Object.entries(ROUTE_TEXT_PLACEHOLDERS)) {
    const text = entry ? attributeText(entry[field]) : (NO_ROUTE[field] ?? '');
    document = document.replace(placeholder, () => text);
  }
  return document;
}
