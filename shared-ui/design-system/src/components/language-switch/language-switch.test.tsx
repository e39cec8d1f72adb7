import { notificationAtom } from '@qr/runtime';
import { defineMessages, languageAtom, useMessages } from '@qr/runtime/i18n';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { LanguageSwitch } from './language-switch';

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears what the switch wrote, as a browser would read it.
  document.cookie = 'language=;path=/;max-age=0';
});

describe('LanguageSwitch', () => {
  it('names the other language in itself and switches to it', async () => {
    const { store } = renderWithApp(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(store.get(languageAtom)).toBe('hi');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem('language')).toBe('hi');
    const chosenAt = localStorage.getItem('language-chosen-at');
    expect(Number(chosenAt)).toBeGreaterThan(0);
    // For the web server: the next document comes in Hindi (deploy/nginx), with when it was chosen.
    expect(document.cookie).toBe(`language=hi.${chosenAt}`);
  });

  it('compactOnNarrow keeps the name for screen readers in its own label', () => {
    const { store } = renderWithApp(<LanguageSwitch compactOnNarrow />);
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toBeInTheDocument();
    expect(screen.getByText('हिन्दी').tagName).toBe('SPAN');
    act(() => store.set(languageAtom, 'hi'));
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it('offline, changes nothing and tells the visitor in English; back online the next tap switches', async () => {
    let online = false;
    const pageTexts = defineMessages({ title: 'Contact Vehicle Owner' }, async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { default: { title: 'गाड़ी के मालिक से संपर्क करें' } };
    });
    function Page() {
      return <h1>{useMessages(pageTexts).title}</h1>;
    }
    const { store } = renderWithApp(
      <>
        <Page />
        <LanguageSwitch />
      </>,
    );
    const langBefore = document.documentElement.lang;
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(store.get(notificationAtom)).toMatchObject({
      kind: 'error',
      message: 'Hindi could not be loaded. Check your connection and try again.',
    });
    expect(store.get(languageAtom)).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
    expect(document.cookie).toBe('');
    expect(document.documentElement.lang).toBe(langBefore);
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Contact Vehicle Owner');

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(store.get(languageAtom)).toBe('hi');
    expect(screen.getByRole('heading')).toHaveTextContent('गाड़ी के मालिक से संपर्क करें');
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});
