/** The dev outbox standing in for WhatsApp: every message is stored and printed on the console. */
import { type Api, iso } from './context.ts';
import type { OutboxMessage } from './store.ts';

export function sendWhatsApp(
  api: Api,
  message: { kind: OutboxMessage['kind']; to: string; text: string; code?: string },
): OutboxMessage {
  const entry: OutboxMessage = { id: api.db.nextOutboxId++, at: iso(api.now()), ...message };
  api.db.outbox.push(entry);
  api.config.log(`[outbox] WhatsApp to ${entry.to}: ${entry.text}`);
  return entry;
}
