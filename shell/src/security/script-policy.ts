// Trusted Types: the CSP (deploy/csp.ts) requires them for every script sink and lets the site create one
// policy, 'default', made here first thing in the entry. The browser hands it every script URL that code
// sets as a string (Rspack's chunk loading, the federation runtime's remote entries, the bot check's
// script): it admits the site's own files, the folders of the remotes this tab registered (from
// runtime-config.json, or a preview's release on its releasesCdn) and the bot check's origin; anything
// else gets null, so the browser blocks and reports it. Having no createHTML or createScript, the policy
// leaves every HTML and script-text sink refused. No imports: nothing may load a script before it exists.

const admitted = [`${location.origin}/`];

/** Admits the scripts in the folder of each URL: a remote's mf-manifest.json has its entry and chunks beside it. */
export function admitScriptsBeside(urls: string[]): void {
  for (const url of urls) admitted.push(new URL('.', url).href);
}

/** Admits the bot check's scripts: its whole origin, as Cloudflare's api.js loads more from there. */
export function admitBotCheck(scriptUrl?: string): void {
  admitted.push(`${new URL(scriptUrl ?? 'https://challenges.cloudflare.com').origin}/`);
}

export const isAdmittedScript = (url: string): boolean =>
  admitted.some((prefix) => new URL(url, location.href).href.startsWith(prefix));

/** The part of the Trusted Types API used here (TypeScript's DOM library does not declare it). */
interface TrustedTypes {
  createPolicy(name: 'default', rules: { createScriptURL(url: string): string | null }): unknown;
}

(window as { trustedTypes?: TrustedTypes }).trustedTypes?.createPolicy('default', {
  createScriptURL: (url) => (isAdmittedScript(url) ? url : null),
});
