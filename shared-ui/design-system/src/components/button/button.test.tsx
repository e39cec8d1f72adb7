import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a native button that clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send OTP</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('loading shows a busy, disabled button', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Verify OTP
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Verify OTP' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes HTML props through (type, disabled)', () => {
    render(
      <Button type="submit" disabled variant="danger" size="lg" fullWidth>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('ButtonLink', () => {
  it('renders a router link', () => {
    renderWithApp(<ButtonLink to="/contact">Contact Us</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
