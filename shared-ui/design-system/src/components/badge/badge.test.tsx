import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('is plain text without onClick', () => {
    render(<Badge tone="success">Verified</Badge>);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
  it('is a button with onClick', async () => {
    const onClick = vi.fn();
    render(
      <Badge tone="warning" onClick={onClick}>
        Paused
      </Badge>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Paused' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
