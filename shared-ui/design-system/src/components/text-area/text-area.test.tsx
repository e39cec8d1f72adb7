import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

function Controlled({ maxLength = 20 }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Your query"
      value={value}
      maxLength={maxLength}
      showCount
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('TextArea', () => {
  it('is labelled and counts characters against the limit', async () => {
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Your query' });
    expect(screen.getByText('0/20')).toBeInTheDocument();
    await userEvent.type(box, 'hello');
    expect(screen.getByText('5/20')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('5/20');
  });

  it('stops at maxLength', async () => {
    render(<Controlled maxLength={3} />);
    await userEvent.type(screen.getByRole('textbox'), 'abcdef');
    expect(screen.getByRole('textbox')).toHaveValue('abc');
  });

  it('shows an error as an alert and marks the box invalid', () => {
    render(<TextArea label="Q" value="" error="Too short" onChange={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too short');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
