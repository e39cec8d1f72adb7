// The deploy API's audit log: one JSON line per call, appended (O_APPEND) to <stateDir>/audit.log and never
// rewritten: when, which token (its id and team, never the token), what (command, app, version,
// environment), the answer (HTTP status, and the CLI's exit code when it ran) and the client's address.
// Never a request's body. GET /v1/audit (release-manager tokens) reads the newest lines.
import { appendFileSync, closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { stateFiles } from './state.mjs';

/** The newest lines are read from at most this many bytes at the end of the log. */
const TAIL_BYTES = 4 * 1024 * 1024;

export function openAudit(stateDir, { now = Date.now } = {}) {
  const file = stateFiles(stateDir).audit;
  return {
    file,
    /**
     * @param {{ tokenId?: string|null, team?: string|null, command?: string|null, app?: string|null,
     *   version?: string|null, env?: string|null, status: number|null, code?: number|null, client: string }} call
     */
    record(call) {
      const line = {
        time: new Date(now()).toISOString(),
        tokenId: call.tokenId ?? null,
        team: call.team ?? null,
        command: call.command ?? null,
        app: call.app ?? null,
        version: call.version ?? null,
        env: call.env ?? null,
        status: call.status,
        code: call.code ?? null,
        client: call.client,
      };
      appendFileSync(file, `${JSON.stringify(line)}\n`, { mode: 0o600, flag: 'a' });
    },
    /** The newest `limit` entries, oldest first. */
    tail(limit) {
      if (!existsSync(file)) return [];
      const size = statSync(file).size;
      const length = Math.min(size, TAIL_BYTES);
      const buffer = Buffer.alloc(length);
      const fd = openSync(file, 'r');
      try {
        readSync(fd, buffer, 0, length, size - length);
      } finally {
        closeSync(fd);
      }
      const lines = buffer.toString('utf8').split('\n').filter(Boolean);
      if (length < size) lines.shift(); // the first one may be cut
      return lines.slice(-limit).flatMap((line) => {
        try {
          return [JSON.parse(line)];
        } catch {
          return [];
        }
      });
    },
  };
}
