import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a hidden label', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
  it('takes a custom label', () => {
    render(<Spinner size="lg" label="Loading referral information..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading referral information...');
  });
});
