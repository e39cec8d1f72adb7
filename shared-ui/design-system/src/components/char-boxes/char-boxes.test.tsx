import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boxesNamed, shownValue, TestField, type TestFieldProps } from '../segmented-input/test-field';
import { CharBoxes, sanitizeAlphanumeric } from './char-boxes';

const Controlled = (props: TestFieldProps) => <TestField Field={CharBoxes} {...props} />;
const boxes = () => boxesNamed('Character');
const value = shownValue;

describe('CharBoxes', () => {
  it('sanitizes to upper-case letters and digits', () => {
    expect(sanitizeAlphanumeric('ab-1 2!')).toBe('AB12');
    expect(sanitizeAlphanumeric('ab१२')).toBe('AB12');
  });

  it('takes one alphanumeric character per box, upper-cased', async () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Last 4 characters of the vehicle number' })).toBeInTheDocument();
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('a-b1');
    expect(value()).toBe('AB1');
    expect(boxes()[3]).toHaveFocus();
    expect(boxes()[0]).toHaveAttribute('autocapitalize', 'characters');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'off');
  });

  it('typing the characters already there moves on box by box, as typing others does', async () => {
    render(<Controlled initial="1234" />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12');
    expect(value()).toBe('1234');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('94');
    expect(value()).toBe('1294');
    expect(boxes()[3]).toHaveFocus();
  });

  it('backspace moves back', async () => {
    render(<Controlled initial="AB" />);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('A');
    expect(boxes()[1]).toHaveFocus();
  });

  it('paste spreads over the boxes', async () => {
    render(<Controlled />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('hr 26 dk 1234');
    expect(value()).toBe('HR26');
  });

  it('shows an error wired to every box', () => {
    render(<Controlled error="Please enter the last 4 digits of the vehicle number" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the last 4 digits of the vehicle number');
    for (const box of boxes()) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Please enter the last 4 digits of the vehicle number');
    }
  });
});
