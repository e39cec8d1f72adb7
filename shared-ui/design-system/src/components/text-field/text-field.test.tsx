import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and forwards the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Vehicle number" hint="As on the RC" />);
    const input = screen.getByLabelText('Vehicle number');
    expect(ref.current).toBe(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on the RC');
    await userEvent.type(input, 'HR26');
    expect(input).toHaveValue('HR26');
  });

  it('shows the error with role alert and wires aria-invalid / aria-describedby', () => {
    render(<TextField label="Vehicle number" hint="As on the RC" error="Registration number cannot be empty" />);
    const input = screen.getByLabelText('Vehicle number');
    expect(screen.getByRole('alert')).toHaveTextContent('Registration number cannot be empty');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on the RC Registration number cannot be empty');
  });
});
