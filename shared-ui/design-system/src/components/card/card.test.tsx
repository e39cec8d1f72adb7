import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { Card, CardLink } from './card';

describe('Card', () => {
  it('renders as the requested element', () => {
    render(
      <ul>
        <Card as="li" padding="sm">
          HR26DK1234
        </Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('HR26DK1234');
  });
  it('CardLink is a router link', () => {
    renderWithApp(<CardLink to="/vehicle-details/7">HR26DK1234</CardLink>);
    expect(screen.getByRole('link', { name: 'HR26DK1234' })).toHaveAttribute('href', '/vehicle-details/7');
  });
});
