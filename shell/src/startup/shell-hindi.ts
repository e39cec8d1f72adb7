// Runs in the shell's entry chunk: a Hindi visitor's copy of the shell's own texts (skip link, spinner,
// titles, descriptions) is requested at once, in parallel with the runtime config and the shared
// libraries, so that the first render never waits for it. These files hold plain strings only; their
// catalogs (defineMessages) pick up the same chunks when they load their Hindi. English visitors fetch
// nothing. One chunk ("shell-hi"): the catalogs' own imports name the same chunk. The request starts the page
// load's one deadline for Hindi texts (shared-ui's hindi-wait): past it, the page shows English.
import { waitForHindi } from 'shared-ui/i18n/start-up';

export function fetchShellHindi(): void {
  const texts = Promise.all([
    import(/* webpackChunkName: "shell-hi" */ '../document/messages.hi'),
    import(/* webpackChunkName: "shell-hi" */ '../document/titles/messages.hi'),
    import(/* webpackChunkName: "shell-hi" */ '../document/descriptions/messages.hi'),
    import(/* webpackChunkName: "shell-hi" */ '../status/shell-messages.hi'),
  ]).catch(() => undefined);
  void waitForHindi(texts);
}
