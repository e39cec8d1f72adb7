import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarIcon } from '../icons/icons';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a title, body and action', () => {
    render(
      <EmptyState icon={<CarIcon />} title="No vehicles found" action={<button type="button">Scan a sticker</button>}>
        Get a QR sticker to start.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'No vehicles found' })).toBeInTheDocument();
    expect(screen.getByText('Get a QR sticker to start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan a sticker' })).toBeInTheDocument();
  });
});
