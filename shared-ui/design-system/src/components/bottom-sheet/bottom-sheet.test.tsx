import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';

describe('BottomSheet', () => {
  it('is a modal dialog named by its title that closes on Close and Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <BottomSheet open onOpenChange={onOpenChange} title="Pause service">
        <p>Swipe to pause alerts for 24 hours.</p>
      </BottomSheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Pause service' })).toHaveTextContent(
      'Swipe to pause alerts for 24 hours.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
