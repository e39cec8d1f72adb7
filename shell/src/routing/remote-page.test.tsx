import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryRemoteContext } from '../status/retry-remote';
import { RemotePage } from './remote-page';

const federation = vi.hoisted(() => ({ loadRemotePage: vi.fn(), followLiveSite: vi.fn() }));
vi.mock('../federation/remotes', () => ({ loadRemotePage: federation.loadRemotePage }));
vi.mock('../federation/follow-live-site', () => ({ followLiveSite: federation.followLiveSite }));

function Fallback() {
  const retry = useContext(RetryRemoteContext);
  return (
    <button type="button" onClick={retry}>
      Try Again
    </button>
  );
}

afterEach(() => vi.clearAllMocks());

describe('RemotePage', () => {
  it("Try Again reads the live site first, then loads the remote's page again", async () => {
    const order: string[] = [];
    federation.loadRemotePage
      .mockImplementationOnce(async () => ({ default: Fallback }))
      .mockImplementationOnce(async () => {
        order.push('load');
        return { default: () => <h1>Welcome Back</h1> };
      });
    federation.followLiveSite.mockImplementation(async () => {
      order.push('follow');
    });
    render(<RemotePage remote="mfe_owner" expose="OwnerHomePage" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(federation.followLiveSite).toHaveBeenCalledExactlyOnceWith('mfe_owner');
    expect(order).toEqual(['follow', 'load']);
  });

  it("a page that threw while rendering: the boundary's Try Again follows the live site and imports the page anew", async () => {
    vi.stubGlobal('fetch', async () => Response.json({}));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const order: string[] = [];
    // The release this tab started with (a canary) throws; the one the live site has now (stable) renders.
    federation.loadRemotePage
      .mockImplementationOnce(async () => {
        order.push('load canary');
        return {
          default: () => {
            throw new TypeError('x is undefined');
          },
        };
      })
      .mockImplementationOnce(async () => {
        order.push('load stable');
        return { default: () => <h1>Welcome Back</h1> };
      });
    federation.followLiveSite.mockImplementation(async () => {
      order.push('follow');
    });
    render(
      <MemoryRouter>
        {/* Another page than the test above's: the lazy pages are cached per page and load generation. */}
        <RemotePage remote="mfe_owner" expose="VehiclesPage" />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(federation.followLiveSite).toHaveBeenCalledExactlyOnceWith('mfe_owner');
    expect(federation.loadRemotePage).toHaveBeenCalledTimes(2);
    expect(order).toEqual(['load canary', 'follow', 'load stable']);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
});
