import { normaliseQueryText } from './query-text';

/** sessionStorage: the draft stays in this tab (where the owner logs in again) and goes when it closes. */
const DRAFT_KEY = 'helpQueryDraft';

/**
 * Keeps the typed query when the session ends on 'Drop your query' (a 401, or no token), so the box
 * shows it again after the owner logs in. Storage can be unavailable (private mode): the draft is then
 * simply not kept.
 */
export function saveQueryDraft(text: string): void {
  try {
    if (text.trim()) sessionStorage.setItem(DRAFT_KEY, text);
  } catch {
    // Nothing to keep it in.
  }
}

/** The kept draft (or ''), held to the box's own rules: no line breaks, at most 500 characters. */
export function loadQueryDraft(): string {
  try {
    return normaliseQueryText(sessionStorage.getItem(DRAFT_KEY) ?? '');
  } catch {
    return '';
  }
}

/** Once the query is sent, the draft is gone. */
export function clearQueryDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
