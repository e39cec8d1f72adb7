import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Dialog, preloadDialog } from './dialog';

describe('Dialog', () => {
  it('is a labelled modal dialog with a Close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Incoming Call"
        description="Please pick the call on +91 98765 43210"
        footer={<Button>OK</Button>}
      >
        <p>Call connecting...</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Incoming Call' });
    expect(dialog).toHaveAccessibleDescription('Please pick the call on +91 98765 43210');
    expect(screen.getByText('Call connecting...')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on Escape and can hide the close button', async () => {
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title="Query Details" hideClose />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing when closed', () => {
    render(<Dialog open={false} onOpenChange={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Dialog focus return', () => {
  function Harness({ removeOpener = false }: { removeOpener?: boolean }) {
    const [open, setOpen] = useState(false);
    const [closedOnce, setClosedOnce] = useState(false);
    return (
      <main>
        <h1>Vehicle Details</h1>
        {removeOpener && closedOnce ? null : <Button onClick={() => setOpen(true)}>Open details</Button>}
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setClosedOnce(true);
          }}
          title="Query Details"
        />
      </main>
    );
  }

  it('returns focus to the control that opened it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus());
  });

  it("falls back to the page's heading when the opener is gone", async () => {
    render(<Harness removeOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    const heading = screen.getByRole('heading', { name: 'Vehicle Details' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it("leaves the view where it was when the click focused nothing (Safari's clicks)", async () => {
    render(<Harness />);
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    // A click that does not move focus, as Safari's on a button: no opener to go back to.
    screen.getByRole('button', { name: 'Open details' }).click();
    await screen.findByRole('dialog');
    focus.mockClear();
    await userEvent.keyboard('{Escape}');
    const heading = screen.getByRole('heading', { name: 'Vehicle Details' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(focus.mock.contexts.at(-1)).toBe(heading);
    expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: true }]);
    focus.mockRestore();
  });

  it('brings the heading into view when the opener is gone', async () => {
    render(<Harness removeOpener />);
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    await screen.findByRole('dialog');
    focus.mockClear();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Vehicle Details' })).toHaveFocus());
    expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: false }]);
    focus.mockRestore();
  });
});

describe('Dialog focus on opening', () => {
  function Opener({ withField = false }: { withField?: boolean }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open details</Button>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="Query Details"
          footer={<Button>Mark as Noted</Button>}
          hideClose={withField}
        >
          {withField ? <input aria-label="Note" /> : null}
        </Dialog>
      </>
    );
  }

  /** Opens the dialog (its code preloaded) with a click on a focused opener, synchronously; returns the opener. */
  async function openWithFocusedOpener() {
    await preloadDialog();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    opener.focus();
    act(() => opener.click());
    return opener;
  }

  const afterFirstFrame = () =>
    act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));

  it('moves focus to its first control once its first frame is painted, not in the task that mounts it', async () => {
    const opener = await openWithFocusedOpener();
    expect(screen.getByRole('dialog', { name: 'Query Details' })).toBeInTheDocument();
    // Focusing here would force a style recalculation of the whole page inside the mounting task.
    expect(opener).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('selects a text field when it is the first control, as Radix does', async () => {
    await preloadDialog();
    render(<Opener withField />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus());
  });

  it('returns focus to the opener when a field inside took focus with autoFocus', async () => {
    function AutoFocusOpener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Edit contact</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Edit Contact">
            <input aria-label="Contact" autoFocus />
          </Dialog>
        </>
      );
    }
    await preloadDialog();
    render(<AutoFocusOpener />);
    const opener = screen.getByRole('button', { name: 'Edit contact' });
    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Contact' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves focus on the opener when the dialog is closed before that frame (a quick Escape)', async () => {
    const opener = await openWithFocusedOpener();
    await userEvent.keyboard('{Escape}');
    await afterFirstFrame();
    expect(opener).toHaveFocus();
  });

  it('leaves focus where the visitor put it inside the dialog before that frame', async () => {
    await preloadDialog();
    render(<Opener />);
    act(() => screen.getByRole('button', { name: 'Open details' }).click());
    const markNoted = screen.getByRole('button', { name: 'Mark as Noted' });
    act(() => markNoted.focus());
    await afterFirstFrame();
    expect(markNoted).toHaveFocus();
  });
});
