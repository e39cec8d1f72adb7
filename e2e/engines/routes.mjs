// What each route of the e2e route table must show: its level-1 heading, as a catalog folder and key.
// A route added to e2e/specs/support/routes.ts without an entry here fails the smoke until it has one.
import { catalog, everyRoute, seed } from './catalogs.mjs';

const PUBLIC = 'mfe-public/src/features';
const OWNER = 'mfe-owner/src/features';

const HEADINGS = {
  '/': [`${PUBLIC}/landing`, 'title'],
  '/QRUSED0001': [`${PUBLIC}/contact-owner`, 'title'],
  '/NOSUCHUID1': [`${PUBLIC}/sticker`, 'notFoundTitle'],
  '/vehicle-registration/QRNEW00001': [`${PUBLIC}/registration`, 'pageTitle'],
  '/terms': [`${PUBLIC}/info/terms`, 'title'],
  '/privacy': [`${PUBLIC}/info/privacy`, 'title'],
  '/features': [`${PUBLIC}/info/features`, 'title'],
  '/pricing': [`${PUBLIC}/info/pricing`, 'title'],
  '/contact': [`${PUBLIC}/info/contact`, 'title'],
  '/howtouse': [`${PUBLIC}/info/how-to-use`, 'title'],
  '/admin': [`${OWNER}/home`, 'welcome'],
  '/vehicle-info': [`${OWNER}/vehicles`, 'pageTitle'],
  '/vehicle-details/QRUSED0001': [`${OWNER}/vehicle-details`, 'pageTitle'],
  '/vehicle-details/QRUSED0001/all-activities': [`${OWNER}/activities`, 'pageTitle'],
  '/notifications': [`${OWNER}/notifications`, 'pageTitle'],
  '/bills': [`${OWNER}/bills`, 'pageTitle'],
  '/referrals': [`${OWNER}/referrals`, 'pageTitle'],
  '/help': [`${OWNER}/help`, 'pageTitle'],
  '/admin/queries': ['mfe-admin/src/features/queries', 'title'],
};

/**
 * Every route to open: { path, lands (where it ends up), phone (signed in, or null), heading: { en, hi } }
 * or, for a route with no known heading, { path, missing: true }. Public routes come first. An unused
 * sticker's own address is added: it sends the visitor on to the registration of that sticker.
 */
export async function smokeRoutes() {
  const unused = (await seed()).stickers.unused[0];
  const table = [...(await everyRoute())];
  const registration = table.findIndex(([path]) => path === `/vehicle-registration/${unused}`);
  table.splice(registration, 0, [`/${unused}`, null, `/vehicle-registration/${unused}`]);
  const routes = [];
  for (const [path, phone, lands = path] of table) {
    const known = HEADINGS[lands];
    if (!known) {
      routes.push({ path, missing: true });
      continue;
    }
    const texts = await catalog(known[0]);
    routes.push({ path, lands, phone, heading: { en: texts.en[known[1]], hi: texts.hi[known[1]] } });
  }
  return routes.sort((a, b) => Number(Boolean(a.phone)) - Number(Boolean(b.phone)));
}
