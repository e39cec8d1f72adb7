import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { languageAtom } from '../../i18n/language';
import { renderWithApp } from '../test-utils';
import { LanguageSwitch } from './language-switch';

afterEach(() => localStorage.clear());

describe('LanguageSwitch', () => {
  it('names the other language in itself and switches to it', async () => {
    const { store } = renderWithApp(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(store.get(languageAtom)).toBe('hi');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem('language')).toBe('hi');
  });

  it('compactOnNarrow keeps the name for screen readers in its own label', () => {
    const { store } = renderWithApp(<LanguageSwitch compactOnNarrow />);
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toBeInTheDocument();
    expect(screen.getByText('हिन्दी').tagName).toBe('SPAN');
    act(() => store.set(languageAtom, 'hi'));
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});
