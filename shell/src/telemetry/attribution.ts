// Whose script threw: an error counts for the release whose folder holds the script, by its URL. The bot check's
// script, browser extensions and scripts from anywhere else count for nobody, and are not reported.

export interface ScriptPlaces {
  /** Each remote this tab registered: its container name and the URL of the mf-manifest.json it loads. */
  remotes: readonly (readonly [container: string, manifestUrl: string])[];
  /** The bot check's script URL (turnstile.scriptUrl, or Cloudflare's). */
  botCheck: string;
  /** The site's origin, whose root holds the shell's own files (publicPath '/'). */
  siteOrigin: string;
}

/** The shell's own scripts, named as the records name the shell. */
export const SHELL = 'shell';

/**
 * The container name of the remote whose folder holds `scriptUrl` (the deepest folder, when one lies inside
 * another), `shell` for the site's own scripts, or null: no URL, not a web page's script (an extension's
 * chrome-extension:, moz-extension:, safari-web-extension:, ...), the bot check's, or unknown.
 */
export function scriptOwner(scriptUrl: string | undefined, places: ScriptPlaces): string | null {
  try {
    const url = new URL(scriptUrl as string);
    const script = url.origin + url.pathname;
    const botCheck = new URL(places.botCheck);
    // The bot check's origin is neither the site's nor a remote's folder, so what it loads from there counts for
    // nobody below; its own script counts for nobody wherever it is served from.
    if (!/^https?:$/.test(url.protocol) || script === botCheck.origin + botCheck.pathname) return null;
    let owner: string | null = null;
    let deepest = 0;
    for (const [container, manifestUrl] of places.remotes) {
      const folder = new URL('.', manifestUrl).href;
      if (script.startsWith(folder) && folder.length > deepest) {
        owner = container;
        deepest = folder.length;
      }
    }
    return owner ?? (url.origin === places.siteOrigin ? SHELL : null);
  } catch {
    // No URL, or not one.
    return null;
  }
}
