import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../i18n/language-preference';
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
  it('English: the defaults are the product words', () => {
    renderComponents('Phone');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', '10-digit mobile number');
    expect(screen.getByLabelText('Character 1 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Last 4 characters of the vehicle number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it('Hindi: placeholders, box labels, Try Again and Back in Hindi', () => {
    renderComponents('फ़ोन', { language: 'hi' });
    expect(screen.getByLabelText('फ़ोन')).toHaveAttribute('placeholder', '10 अंकों का मोबाइल नंबर');
    expect(screen.getByLabelText('4 में से अक्षर 1')).toBeInTheDocument();
    expect(screen.getByLabelText('4 में से अंक 4')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'गाड़ी के नंबर के आख़िरी 4 अक्षर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'वापस' })).toBeInTheDocument();
  });
});
