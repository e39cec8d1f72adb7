// Runs in the shell's entry chunk: a Hindi visitor's copy of the shell's own texts (skip link, spinner,
// titles, descriptions) is requested at once, in parallel with the runtime config and the shared
// libraries, so that the first render never waits for it. These files hold plain strings only; their
// catalogs (defineMessages) import them by the same chunk name ("shell-hi"), so all four are one file and
// requesting one of them brings the others: the catalogs then find their Hindi already loaded. English
// visitors fetch nothing. The request starts the page load's one deadline for Hindi texts (shared-ui's
// hindi-wait): past it, the page shows English.
import { waitForHindi } from 'shared-ui/i18n/start-up';

export function fetchShellHindi(): void {
  void waitForHindi(import(/* webpackChunkName: "shell-hi" */ '../document/messages.hi').catch(() => undefined));
}
