import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../badge/badge';
import { renderWithApp } from '../test-utils';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('has a level-1 title and a Back link', () => {
    renderWithApp(<PageHeader title="User Queries" backTo="/admin" badge={<Badge tone="info">Admin</Badge>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'User Queries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });
  it('has a Back button with onBack', async () => {
    const onBack = vi.fn();
    renderWithApp(<PageHeader title="Terms of Service" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
  it('opens with the site bar (the brand, a link home, and the language switch), then its actions', () => {
    renderWithApp(<PageHeader title="Bills" actions={<button type="button">Menu</button>} />);
    expect(screen.getByRole('link', { name: 'QR Vehicle Contact' })).toHaveAttribute('href', '/');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual([expect.stringContaining('हिन्दी'), 'Menu']);
  });
});
