import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
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
});
