// The health reports' note of a page that threw while rendering (telemetry/, docs/telemetry.md).
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Note, takeNotes } from '../telemetry/early-notes';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(() => vi.restoreAllMocks());

function Throws(): never {
  throw new TypeError('Cannot read 9123456780 of QRUSED0001');
}

describe('a page that throws while rendering', () => {
  it("is noted with the path it failed on and the error's constructor name, never its message", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.replaceState({}, '', '/vehicle-details/QRUSED0001');
    const { unmount } = render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Throws />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    const taken: Note[] = [];
    takeNotes((note) => taken.push(note));
    expect(taken.map(([event, , pathname, ...details]) => [event, pathname, ...details])).toEqual([
      ['error', '/vehicle-details/QRUSED0001', 'render', undefined, 'TypeError'],
    ]);
    expect(JSON.stringify(taken)).not.toContain('9123456780');
    unmount();
    window.history.replaceState({}, '', '/');
  });
});
