import type { Language } from '@qr/runtime/i18n';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CharBoxes } from './char-boxes/char-boxes';
import { ErrorState } from './error-state/error-state';
import { componentMessages } from './messages';
import componentsHindi from './messages.hi';
import { OtpInput } from './otp-input/otp-input';
import { PageHeader } from './page-header/page-header';
import { PhoneField } from './phone-field/phone-field';
import { renderWithApp } from './test-utils';

beforeAll(() => componentMessages.provide(componentsHindi));
afterEach(() => localStorage.clear());

const noop = () => {};

/** Every component that brings texts of its own, with no text of the page's overriding them. */
const renderComponents = (phoneLabel: string, options: { language?: Language } = {}) =>
  renderWithApp(
    <>
      <PhoneField label={phoneLabel} value="" onChange={noop} />
      <CharBoxes value="" onChange={noop} />
      <OtpInput value="" onChange={noop} />
      <ErrorState message="Failed" onRetry={noop} />
      <PageHeader title="Title" backTo="/" />
    </>,
    options,
  );

describe("the components' own texts follow the page's language", () => {
  it.each([
    {
      case: 'English: the defaults are the product words',
      language: 'en' as const,
      phone: 'Phone',
      placeholder: '10-digit mobile number',
      characterBox: 'Character 1 of 4',
      digitBox: 'Digit 4 of 4',
      characterGroup: 'Last 4 characters of the vehicle number',
      tryAgain: 'Try Again',
      back: 'Back',
    },
    {
      case: 'Hindi: placeholders, box labels, Try Again and Back in Hindi',
      language: 'hi' as const,
      phone: 'फ़ोन',
      placeholder: '10 अंकों का मोबाइल नंबर',
      characterBox: '4 में से अक्षर 1',
      digitBox: '4 में से अंक 4',
      characterGroup: 'गाड़ी के नंबर के आख़िरी 4 अक्षर',
      tryAgain: 'फिर से कोशिश करें',
      back: 'वापस',
    },
  ])('$case', (texts) => {
    renderComponents(texts.phone, texts.language === 'hi' ? { language: 'hi' } : {});
    expect(screen.getByLabelText(texts.phone)).toHaveAttribute('placeholder', texts.placeholder);
    expect(screen.getByLabelText(texts.characterBox)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.digitBox)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: texts.characterGroup })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.tryAgain })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.back })).toBeInTheDocument();
  });
});
