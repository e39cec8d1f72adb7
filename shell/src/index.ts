// First: the Trusted Types policy that every script URL set from code must pass (the CSP requires it).
import './security/script-policy';
// Then the health reports' notes (docs/telemetry.md): an error from here on is noted for the reporter.
import './telemetry/early-notes';
// The design tokens load with the document (a stylesheet link), before any remote.
import '@qr/design-system/tokens.css';
// The document's first screen, in the same stylesheet: it paints before any script runs.
import './document/first-screen.css';
import { preferredLanguage, reconcileLanguageChoice } from '@qr/runtime/i18n/start-up';
import { requestPreview } from './preview/preview-request';
import { startEarly } from './startup/early-start';
import { keepFirstScreenUntilPage } from './startup/first-screen';
import { reloadRestoredUnfinished } from './startup/restore-unfinished';
import { fetchShellHindi } from './startup/shell-hindi';

reloadRestoredUnfinished();
keepFirstScreenUntilPage();

// A tester's preview of a release (?preview=app@version): its code is fetched before the remotes are registered.
requestPreview();

// The visitor's latest choice of language goes back to both localStorage and the cookie: the web server
// writes the next document (<html lang>, first screen) from the cookie, the app reads localStorage.
reconcileLanguageChoice();

// A Hindi visitor's shell texts are requested at once. The page is marked Hindi from the start by the
// document itself (the web server writes <html lang> from the language cookie or Accept-Language); the app
// store confirms it before the first render.
if (preferredLanguage() === 'hi') fetchShellHindi();

// Async boundary: shared modules (react, jotai, shared-ui) are negotiated before any app code runs. It
// opens once the first page's files are on their way (see early-start.ts); the shared chunks are
// already downloading (index.html preloads them).
void startEarly(window.location.pathname).then(() => import('./bootstrap'));
