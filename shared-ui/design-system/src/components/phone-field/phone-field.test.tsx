import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { normalisePhoneInput, PhoneField } from './phone-field';

function Controlled({ onComplete, initial = '' }: { onComplete?: (digits: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PhoneField label="Mobile number" value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('normalisePhoneInput', () => {
  it('keeps digits only, at most 10', () => {
    expect(normalisePhoneInput('98a76-54 3210999')).toBe('9876543210');
    expect(normalisePhoneInput('+९१ ९८७६५ ४३२१०')).toBe('9876543210');
  });
  it('drops a pasted country code or trunk zero', () => {
    expect(normalisePhoneInput('+91 98765 43210')).toBe('9876543210');
    expect(normalisePhoneInput('919876543210')).toBe('9876543210');
    expect(normalisePhoneInput('09876543210')).toBe('9876543210');
  });
  it('does not re-interpret a single typed digit', () => {
    expect(normalisePhoneInput('98765432101', '9876543210')).toBe('9876543210');
  });
});

describe('PhoneField', () => {
  it('shows +91, is numeric and autocompletes the national number', () => {
    render(<PhoneField label="Mobile number" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Mobile number');
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('strips non-digits, caps at 10 and calls onComplete once', async () => {
    const onComplete = vi.fn();
    render(<Controlled onComplete={onComplete} />);
    const input = screen.getByLabelText('Mobile number');
    await userEvent.type(input, '98x765-43210999');
    expect(input).toHaveValue('9876543210');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('9876543210');
  });

  it('accepts a pasted +91 number', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Mobile number');
    await userEvent.click(input);
    await userEvent.paste('+91 98765 43210');
    expect(input).toHaveValue('9876543210');
  });

  it('forwards the ref and shows errors', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <PhoneField
        ref={ref}
        label="Mobile number"
        value="12"
        onChange={() => {}}
        error="Please enter a valid Indian mobile number"
      />,
    );
    expect(ref.current).toBe(screen.getByLabelText('Mobile number'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid Indian mobile number');
    expect(ref.current).toHaveAttribute('aria-invalid', 'true');
  });
});
