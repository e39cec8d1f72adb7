import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout, Stack } from './page-layout';

describe('PageLayout and Stack', () => {
  it('render their children (PageLayout can be the main landmark)', () => {
    render(
      <PageLayout as="main" width="wide">
        <Stack gap={2} as="ul">
          <li>One</li>
          <li>Two</li>
        </Stack>
      </PageLayout>,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
