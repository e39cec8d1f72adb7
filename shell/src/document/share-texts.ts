// What a link to a page shows when it is shared (WhatsApp, social networks): the Open Graph and Twitter
// card tags' title and description, per route and language. Crawlers run no script, so the web server
// writes these into the document (deploy/render-nginx.mjs); this module runs in Node too, hence plain data
// and explicit file extensions.
import type { Language } from 'shared-ui/language';
import type { RouteEntry } from '../routing/route-table.ts';
import { ROUTE_DESCRIPTIONS } from './descriptions/english.ts';
import hindiDescriptions from './descriptions/messages.hi.ts';
import { documentTitle } from './document-title.ts';
import hindiTitles from './titles.hi.ts';

export interface ShareText {
  title: string;
  description: string;
}

/** The title and description a shared link to the route shows, in the language asked for. */
export function shareText(route: Pick<RouteEntry, 'path' | 'title' | 'titleHi'>, language: Language): ShareText {
  const hindi = language === 'hi';
  const title = (hindi ? (route.titleHi ?? hindiTitles[route.path]) : undefined) ?? route.title;
  const description =
    (hindi ? hindiDescriptions[route.path] : undefined) ?? ROUTE_DESCRIPTIONS[route.path] ?? ROUTE_DESCRIPTIONS['/'];
  return { title: documentTitle({ title }), description: description ?? '' };
}
