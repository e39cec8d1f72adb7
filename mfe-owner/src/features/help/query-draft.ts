import { readDraft, removeDraft, writeDraft } from '../shared/session/session-draft';
import { normaliseQueryText } from './query-text';

const DRAFT_KEY = 'helpQueryDraft';

/**
 * Keeps the typed query when the session ends on 'Drop your query' (a 401, or no token), so the box
 * shows it again after the owner logs in (session-draft.ts: this tab only).
 */
export function saveQueryDraft(text: string): void {
  writeDraft(DRAFT_KEY, text);
}

/** The kept draft (or ''), held to the box's own rules: no line breaks, at most 500 characters. */
export function loadQueryDraft(): string {
  return normaliseQueryText(readDraft(DRAFT_KEY) ?? '');
}

/** Once the query is sent, the draft is gone. */
export function clearQueryDraft(): void {
  removeDraft(DRAFT_KEY);
}
