import { describe, expect, it, vi } from 'vitest';
import { freshModulesPerTest } from '../test-utils';
import type { Note } from './early-notes';

freshModulesPerTest();

const SCRIPT = 'https://cdn.example.in/public/v3/page.1a2b3c4d.js';
const MESSAGE = 'Cannot send 9123456780 for QRUSED0001';

function throwIn(script: string, error: unknown) {
  dispatchEvent(new ErrorEvent('error', { error, filename: script, message: MESSAGE }));
}
function reject(reason: unknown) {
  dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

describe("the entry's notes, before the reporter loads", () => {
  it("notes an uncaught error's script and constructor name, and a rejection's first stack frame, never a message", async () => {
    const { takeNotes } = await import('./early-notes');
    throwIn(SCRIPT, new TypeError(MESSAGE));
    const rejection = new RangeError(MESSAGE);
    rejection.stack = `RangeError: ${MESSAGE}\n    at send (https://cdn.example.in/public/v3/form.js:1:99)`;
    reject(rejection);
    // An error whose event has no filename (a muted or re-thrown one): its stack's.
    const unnamed = new SyntaxError(MESSAGE);
    unnamed.stack = `send@${SCRIPT}:3:4`;
    throwIn('', unnamed);
    const taken: Note[] = [];
    takeNotes((note) => taken.push(note));
    expect(taken.map(([event, , pathname, ...details]) => [event, pathname, ...details])).toEqual([
      ['error', '/', 'uncaught', SCRIPT, 'TypeError'],
      ['error', '/', 'rejection', 'https://cdn.example.in/public/v3/form.js', 'RangeError'],
      ['error', '/', 'uncaught', SCRIPT, 'SyntaxError'],
    ]);
    expect(JSON.stringify(taken)).not.toMatch(/9123456780|QRUSED0001|Cannot send/);
    for (const [, time] of taken) expect(time).toBeGreaterThan(1_700_000_000_000);
  });

  it("notes the shell's own events with the path they happened on", async () => {
    const { note, takeNotes } = await import('./early-notes');
    window.history.pushState({}, '', '/vehicle-details/QRUSED0001');
    note('load_failure', 'mfe_owner', 'RUNTIME-003');
    window.history.pushState({}, '', '/');
    const taken: Note[] = [];
    takeNotes((noted) => taken.push(noted));
    expect(taken[0]?.slice(2)).toEqual(['/vehicle-details/QRUSED0001', 'mfe_owner', 'RUNTIME-003', undefined]);
  });

  it('keeps at most EARLY_NOTES_CAP notes until the reporter takes them, then hands it every note at once', async () => {
    const { EARLY_NOTES_CAP, note, takeNotes } = await import('./early-notes');
    for (let index = 0; index < EARLY_NOTES_CAP + 10; index++) note('gate_refusal', `remote${index}`);
    const take = vi.fn();
    takeNotes(take);
    expect(take).toHaveBeenCalledTimes(EARLY_NOTES_CAP);
    expect(take.mock.calls.at(-1)?.[0][3]).toBe(`remote${EARLY_NOTES_CAP - 1}`);
    note('gate_refusal', 'mfe_admin');
    expect(take).toHaveBeenCalledTimes(EARLY_NOTES_CAP + 1);
    expect(take.mock.calls.at(-1)?.[0][3]).toBe('mfe_admin');
  });

  it('names only a value that has a constructor', async () => {
    const { constructorName } = await import('./early-notes');
    expect(constructorName(new TypeError('x'))).toBe('TypeError');
    expect(constructorName(null)).toBeUndefined();
    expect(constructorName(undefined)).toBeUndefined();
    expect(constructorName(Object.create(null))).toBeUndefined();
  });
});
