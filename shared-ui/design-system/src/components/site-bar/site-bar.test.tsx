import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { SiteBar } from './site-bar';

describe('SiteBar', () => {
  it('links the brand home and carries the language switch', () => {
    renderWithApp(<SiteBar />);
    expect(screen.getByRole('link', { name: 'QR Vehicle Contact' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /हिन्दी/ })).toBeInTheDocument();
  });
  it('puts actions after the switch, which then shows only its glyph on a narrow phone', () => {
    renderWithApp(
      <SiteBar>
        <button type="button">Login</button>
      </SiteBar>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([expect.stringContaining('हिन्दी'), 'Login']);
    expect(buttons[0]?.querySelector('span:last-child')?.textContent).toBe('हिन्दी');
  });
});
