// What the smoke checks in one browser session (one engine, one language): every route, the scanner's
// alert and the owner's login. Each problem is one line through `report`; a check never throws.
import { catalog, fill, seed } from './catalogs.mjs';
import { findElement, isEnabled, pageState, showsText, useToken } from './page-scripts.mjs';

const LOCALES = { en: 'en-IN', hi: 'hi-IN' };
const WAIT_MS = 15_000;

/** Polls `read` until `ok` holds or the time is up: { ok, last } (a read that throws counts as not yet). */
export async function waitFor(read, ok, timeoutMs = WAIT_MS) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      last = await read();
      if (ok(last)) return { ok: true, last };
    } catch (error) {
      last = { error: error.message };
    }
    if (Date.now() > deadline) return { ok: false, last };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const describeState = (state) =>
  state?.error
    ? `could not be read (${state.error})`
    : `shows ${state?.path} (lang ${state?.lang}) with heading ${JSON.stringify(state?.headings?.join(' | ') ?? '')}`;

/** Waits until the page is at `path` in the language, showing `heading`; reports what it shows otherwise. */
async function expectPage(session, { path, heading, language }, report) {
  const { ok, last } = await waitFor(
    () => session.run(pageState),
    (state) => state.path === path && state.lang === LOCALES[language] && state.headings.includes(heading),
  );
  if (!ok) report(`expected ${path} with heading "${heading}", but it ${describeState(last)}`);
  else if (last.scrollWidth > last.innerWidth)
    report(`scrolls sideways: the page is ${last.scrollWidth} px wide in a ${last.innerWidth} px window`);
  return ok;
}

async function reportRecorded(session, report) {
  for (const problem of await session.problems()) report(problem);
}

async function open(session, site, path) {
  await session.goto(`${site}${path}`);
  await session.afterNavigation();
}

/** Opens one route and checks it: heading in the language, no sideways scroll, nothing recorded. */
export async function checkRoute(session, { site, language, route, shots }, report) {
  await open(session, site, route.path);
  await expectPage(session, { path: route.lands, heading: route.heading[language], language }, report);
  await shots?.(route.path);
  await reportRecorded(session, report);
}

async function click(session, css, name, report) {
  const element = await session.find(findElement, css, name);
  if (!element) {
    report(`no ${css} "${name}" to press`);
    return false;
  }
  await session.click(element);
  return true;
}

async function typeInto(session, label, text, report) {
  const element = await session.find(findElement, 'input', label);
  if (!element) {
    report(`no field "${label}"`);
    return false;
  }
  await session.type(element, text);
  return true;
}

async function waitEnabled(session, css, name, report) {
  const { ok } = await waitFor(
    () => session.run(isEnabled, css, name),
    (enabled) => enabled,
  );
  if (!ok) report(`"${name}" never became enabled`);
  return ok;
}

async function outbox(api, phone, kind) {
  const { messages } = await (await fetch(`${api}/__dev/outbox?to=${phone}`)).json();
  return messages.filter((message) => message.kind === kind);
}

/** Types a code into a row of single-character boxes (labelled like "Character 2 of 4"). */
async function typeBoxes(session, boxLabel, code, report) {
  for (const [index, character] of [...code].entries()) {
    const label = fill(boxLabel, { position: index + 1, length: code.length });
    if (!(await typeInto(session, label, character, report))) return false;
  }
  return true;
}

/**
 * The scanner's alert: a used sticker's page, Send Message, the vehicle's last four characters, a reason,
 * the bot check (the offline stand-in passes by itself), Send Message: the notice shows and the owner's
 * outbox gets the alert.
 */
export async function checkAlert(session, { site, api, language }, report) {
  const { vehicles } = await seed();
  const vehicle = vehicles.used;
  const contact = (await catalog('mfe-public/src/features/contact-owner'))[language];
  const scanner = (await catalog('mfe-public/src/features/shared'))[language];
  const components = (await catalog('shared-ui/design-system/src/components'))[language];
  const before = (await outbox(api, vehicle.contact, 'alert')).length;
  await open(session, site, `/${vehicle.uid}`);
  if (!(await expectPage(session, { path: `/${vehicle.uid}`, heading: contact.title, language }, report))) return;
  if (!(await click(session, '[role="tab"]', contact.sendMessage, report))) return;
  const reasonShown = await waitFor(
    () => session.run(isEnabled, 'button', contact.WRONG_PARKING),
    (shown) => shown,
  );
  if (!reasonShown.ok) return report(`the message tab never showed the reason "${contact.WRONG_PARKING}"`);
  if (!(await typeBoxes(session, components.charBoxLabel, vehicle.lastFour, report))) return;
  if (!(await click(session, 'button', contact.WRONG_PARKING, report))) return;
  if (!(await waitEnabled(session, 'button:not([role="tab"])', contact.sendMessage, report))) return;
  if (!(await click(session, 'button:not([role="tab"])', contact.sendMessage, report))) return;
  const notice = await waitFor(
    () => session.run(showsText, scanner.messageSent),
    (shown) => shown,
  );
  if (!notice.ok) report(`no "${scanner.messageSent}" after Send Message`);
  const delivered = await waitFor(
    () => outbox(api, vehicle.contact, 'alert'),
    (alerts) => alerts.length > before,
  );
  if (!delivered.ok) report("the owner's outbox never got the alert");
  await reportRecorded(session, report);
}

/** The owner's login: Login on the landing page, the phone, Send OTP, the OTP from the outbox, the owner home. */
export async function checkLogin(session, { site, api, language }, report) {
  const { owners } = await seed();
  const phone = owners.asha.phone;
  const landing = (await catalog('mfe-public/src/features/landing'))[language];
  const login = (await catalog('mfe-public/src/features/login'))[language];
  const home = (await catalog('mfe-owner/src/features/home'))[language];
  const components = (await catalog('shared-ui/design-system/src/components'))[language];
  const before = (await outbox(api, phone, 'otp')).length;
  await open(session, site, '/');
  if (!(await expectPage(session, { path: '/', heading: landing.title, language }, report))) return false;
  if (!(await click(session, 'button', landing.login, report))) return false;
  const field = await waitFor(
    () => session.find(findElement, 'input', login.phoneLabel),
    (found) => Boolean(found),
  );
  if (!field.ok) return report(`the login dialog never showed "${login.phoneLabel}"`) ?? false;
  await session.type(field.last, phone.slice(2));
  if (!(await waitEnabled(session, 'button', login.sendOtp, report))) return false;
  if (!(await click(session, 'button', login.sendOtp, report))) return false;
  const sent = await waitFor(
    () => outbox(api, phone, 'otp'),
    (codes) => codes.length > before,
  );
  if (!sent.ok) return report('no OTP reached the outbox after Send OTP') ?? false;
  const firstBox = fill(components.otpBoxLabel, { position: 1, length: 4 });
  const boxes = await waitFor(
    () => session.find(findElement, 'input', firstBox),
    (found) => Boolean(found),
  );
  if (!boxes.ok) return report(`the OTP step never showed "${firstBox}"`) ?? false;
  if (!(await typeBoxes(session, components.otpBoxLabel, sent.last.at(-1).code, report))) return false;
  const signedIn = await expectPage(session, { path: '/admin', heading: home.welcome, language }, report);
  await reportRecorded(session, report);
  return signedIn;
}

/** Signs the session in as `phone` with a token from the local API (the page must be on the site). */
export async function signInWithToken(session, tokenFor, phone) {
  await session.run(useToken, await tokenFor(phone));
}
