import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CharBoxes, sanitizeAlphanumeric } from './char-boxes';

function Controlled({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CharBoxes value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
    </>
  );
}
const boxes = () => [1, 2, 3, 4].map((n) => screen.getByRole('textbox', { name: `Character ${n} of 4` }));
const value = () => screen.getByTestId('value').textContent;

describe('CharBoxes', () => {
  it('sanitizes to upper-case letters and digits', () => {
    expect(sanitizeAlphanumeric('ab-1 2!')).toBe('AB12');
  });

  it('takes one alphanumeric character per box, upper-cased', async () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Last 4 characters of the vehicle number' })).toBeInTheDocument();
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('a-b1');
    expect(value()).toBe('AB1');
    expect(boxes()[3]).toHaveFocus();
    expect(boxes()[0]).toHaveAttribute('autocapitalize', 'characters');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'off');
  });

  it('backspace moves back', async () => {
    render(<Controlled initial="AB" />);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('A');
    expect(boxes()[1]).toHaveFocus();
  });

  it('paste spreads over the boxes', async () => {
    render(<Controlled />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('hr 26 dk 1234');
    expect(value()).toBe('HR26');
  });

  it('shows an error wired to every box', () => {
    render(<Controlled error="Please enter the last 4 digits of the vehicle number" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the last 4 digits of the vehicle number');
    for (const box of boxes()) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Please enter the last 4 digits of the vehicle number');
    }
  });
});
