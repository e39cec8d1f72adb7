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

  it('links each tab to its panel and keeps one tab in the Tab order', () => {
    render(<Controlled />);
    const call = screen.getByRole('tab', { name: 'Call Owner' });
    const message = screen.getByRole('tab', { name: 'Send Message' });
    const panel = screen.getByRole('tabpanel');
    expect(call).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', call.id);
    expect(call).toHaveAttribute('tabindex', '0');
    expect(message).toHaveAttribute('tabindex', '-1');
    expect(message).toHaveAttribute('aria-selected', 'false');
  });

  it('wraps with the arrow keys, jumps with Home and End, and skips a disabled tab', async () => {
    function ThreeTabs() {
      const [value, setValue] = useState('a');
      return (
        <Tabs
          ariaLabel="Three"
          value={value}
          onValueChange={setValue}
          tabs={[
            { value: 'a', label: 'A', content: 'Panel A' },
            { value: 'b', label: 'B', content: 'Panel B', disabled: true },
            { value: 'c', label: 'C', content: 'Panel C' },
          ]}
        />
      );
    }
    render(<ThreeTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel C');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel C');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
  });
});
