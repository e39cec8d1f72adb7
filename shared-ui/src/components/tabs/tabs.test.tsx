import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

function Controlled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('call');
  return (
    <Tabs
      ariaLabel="Contact the owner"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
      tabs={[
        { value: 'call', label: 'Call Owner', content: <p>Tap to call</p> },
        { value: 'message', label: 'Send Message', content: <p>Pick a reason</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected panel and switches on click and arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Contact the owner' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Call Owner' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Tap to call');
    await userEvent.click(screen.getByRole('tab', { name: 'Send Message' }));
    expect(onValueChange).toHaveBeenLastCalledWith('message');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pick a reason');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Call Owner' })).toHaveFocus();
  });
});
