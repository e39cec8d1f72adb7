import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteUnavailable } from './remote-unavailable';

/** As in the shell: inside its router (the site bar links home). */
const renderInShell = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

const UPDATING = 'This part of the site is being updated. Please try again in a few minutes.';
const CONNECTION = 'Check your internet connection, then try again.';

afterEach(() => vi.unstubAllGlobals());

describe('RemoteUnavailable', () => {
  it('says the site is being updated when the site itself answers (the visitor is online)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({}));
    renderInShell(<RemoteUnavailable />);
    expect(await screen.findByText(UPDATING)).toBeInTheDocument();
    expect(screen.queryByText(CONNECTION)).toBeNull();
  });

  it('asks to check the connection only when the site cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderInShell(<RemoteUnavailable />);
    expect(await screen.findByText(CONNECTION)).toBeInTheDocument();
    expect(screen.queryByText(UPDATING)).toBeNull();
  });

  it('says being updated, with the detail for operators, for a build that does not fit', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderInShell(<RemoteUnavailable detail="mfe_owner 2.0.0 does not fit this site: x" />);
    expect(screen.getByText(UPDATING)).toBeInTheDocument();
    expect(screen.getByText('mfe_owner 2.0.0 does not fit this site: x')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
