// What a link to a page shows when it is shared (WhatsApp, social networks): the Open Graph and Twitter
// card tags' title and description, per route and language, and the page's name and description on the
// document's first screen (index.html). Crawlers run no script, so the web server writes these into the
// document (deploy/render-nginx.ts); this module runs in Node too, hence plain data and explicit file
// extensions.
import type { Language } from '@qr/runtime/i18n/start-up';
import type { RouteEntry } from '../routing/route-table.ts';
import { ROUTE_DESCRIPTIONS } from './descriptions/english.ts';
import hindiDescriptions from './descriptions/messages.hi.ts';
import { documentTitle, SITE_NAME } from './document-title.ts';
import { type HeroText, LANDING_HERO } from './landing-hero.ts';
import hindiTitles from './titles/messages.hi.ts';

type Route = Pick<RouteEntry, 'path' | 'title' | 'titleHi'>;

export interface ShareText {
  title: string;
  description: string;
}

/** The route's own name in the language asked for (the route table's title). */
function routeName(route: Route, language: Language): string {
  return (language === 'hi' ? (route.titleHi ?? hindiTitles[route.path]) : undefined) ?? route.title;
}

/** The title and description a shared link to the route shows, in the language asked for. */
export function shareText(route: Route, language: Language): ShareText {
  const description =
    (language === 'hi' ? hindiDescriptions[route.path] : undefined) ??
    ROUTE_DESCRIPTIONS[route.path] ??
    ROUTE_DESCRIPTIONS['/'];
  return { title: documentTitle({ title: routeName(route, language) }), description: description ?? '' };
}

/** The page's name on the document's first screen: none for a page named like the site (the brand shows it). */
export function firstScreenName(route: Route, language: Language): string {
  const name = routeName(route, language);
  return name === SITE_NAME ? '' : name;
}

/** The hero the first screen shows (its lead in place of the page's description): the landing page's, none elsewhere. */
export function firstScreenHero(route: Pick<Route, 'path'>, language: Language): HeroText {
  return route.path === '/' ? LANDING_HERO[language] : { eyebrow: '', headline: '', lead: '' };
}
