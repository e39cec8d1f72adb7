import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app';

const pageRenders = vi.hoisted(() => ({ count: 0 }));

// The page a remote would render: it counts its renders and shows its parameters. The rest of the shell is the real one.
vi.mock('./routing/remote-page', () => ({
  RemotePage: ({ expose }: { expose: string }) => {
    pageRenders.count += 1;
    return (
      <>
        <h1>{expose}</h1>
        <p>{JSON.stringify(useParams())}</p>
      </>
    );
  },
}));

function renderAt(path: string) {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </Provider>,
  );
}

describe('App', () => {
  it("renders the page of the route the shell's matcher finds, its parameters decoded by react-router", async () => {
    const { unmount } = renderAt('/Terms/');
    await screen.findByRole('heading', { name: 'TermsPage' });
    unmount();
    renderAt('/QR%20SPACE');
    await screen.findByRole('heading', { name: 'StickerPage' });
    expect(screen.getByText('{"uid":"QR SPACE"}')).toBeInTheDocument();
  });

  it('does not render the page again when the visitor first touches it', async () => {
    renderAt('/terms');
    await screen.findByRole('heading', { name: 'TermsPage' });
    const before = pageRenders.count;
    // The first touch re-renders App (it starts loading the after-navigation code); a whole page rendered
    // again inside the touch's own task would delay what the touch opens (a dialog, a sheet).
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(pageRenders.count).toBe(before);
  });
});
