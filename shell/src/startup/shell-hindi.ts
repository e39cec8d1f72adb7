// Runs in the shell's entry chunk: a Hindi visitor's copy of the shell's own texts (skip link, spinner,
// titles, descriptions) is requested at once, in parallel with the runtime config and the shared
// libraries, so that the first render never waits for it. These files hold plain strings only and are one
// chunk (the chunk plan, shared-ui/platform/build/chunk-plan.mjs): requesting one of them brings the others, and the
// catalogs (defineMessages) then find their Hindi already loaded. English
// visitors fetch nothing. The request starts the page load's one deadline for Hindi texts (shared-ui's
// hindi-wait): past it, the page shows English.
import { waitForHindi } from '@qr/runtime/i18n/start-up';

export function fetchShellHindi(): void {
  void waitForHindi(import('../document/messages.hi').catch(() => undefined));
}
