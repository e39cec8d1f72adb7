import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('is an alert with Try Again', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed to fetch vehicle info" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch vehicle info');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
  it('takes another label or action', () => {
    render(<ErrorState message="Vehicle not found" action={<a href="/vehicle-info">Go Back</a>} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toBeInTheDocument();
  });
});
