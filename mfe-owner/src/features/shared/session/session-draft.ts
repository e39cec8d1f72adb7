/**
 * What the owner typed when the session ended, kept in sessionStorage: this tab only (where the owner logs in
 * again), gone when it closes. Storage can be unavailable (private mode): nothing is kept then.
 */
export function readDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps the text under the key; blank text keeps nothing. */
export function writeDraft(key: string, text: string): void {
  try {
    if (text.trim()) sessionStorage.setItem(key, text);
    else sessionStorage.removeItem(key);
  } catch {
    // Nothing to keep it in.
  }
}

export function removeDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
