import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { removeCharAt, spreadChars } from '../segmented-input/segmented-input';
import { boxesNamed, shownValue, TestField, type TestFieldProps } from '../segmented-input/test-field';
import { OtpInput } from './otp-input';

const Controlled = (props: TestFieldProps) => <TestField Field={OtpInput} {...props} />;
const boxes = () => boxesNamed('Digit');
const value = shownValue;

/** Renders the boxes with a spy for onComplete, which it returns. */
function renderWithOnComplete() {
  const onComplete = vi.fn();
  render(<Controlled onComplete={onComplete} />);
  return onComplete;
}

describe('spreadChars / removeCharAt', () => {
  it('writes from the index, clamped to the first empty box, and caps the length', () => {
    expect(spreadChars('', 0, '123456', 4)).toEqual({ value: '1234', focus: 3 });
    expect(spreadChars('1', 3, '9', 4)).toEqual({ value: '19', focus: 2 });
    expect(spreadChars('1234', 1, '9', 4)).toEqual({ value: '1934', focus: 2 });
    expect(spreadChars('12', 2, '78', 4)).toEqual({ value: '1278', focus: 3 });
  });
  it('removes one character', () => {
    expect(removeCharAt('1234', 1)).toBe('134');
    expect(removeCharAt('12', 5)).toBe('12');
  });
});

describe('OtpInput', () => {
  it('has four labelled numeric boxes, the first with one-time-code', () => {
    render(<Controlled />);
    const [first, second] = boxes();
    expect(screen.getByRole('group', { name: 'One-time password' })).toBeInTheDocument();
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    expect(second).toHaveAttribute('autocomplete', 'off');
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
  });

  it('typing moves focus on and completes once', async () => {
    const onComplete = renderWithOnComplete();
    const [first, second, , fourth] = boxes();
    await userEvent.click(first!);
    await userEvent.keyboard('1');
    expect(second).toHaveFocus();
    await userEvent.keyboard('234');
    expect(value()).toBe('1234');
    expect(fourth).toHaveFocus();
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
  });

  it('strips non-digits', async () => {
    render(<Controlled />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('a1-b2');
    expect(value()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
  });

  it('takes Devanagari digits, typed or pasted, as the same digits', async () => {
    const onComplete = renderWithOnComplete();
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('४८');
    expect(value()).toBe('48');
    await userEvent.paste('२१');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('4821');
  });

  it('backspace clears the box, and on an empty box moves back and clears', async () => {
    render(<Controlled initial="123" />);
    const [, second, third, fourth] = boxes();
    await userEvent.click(fourth!);
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(second).toHaveFocus();
  });

  it('paste of 4 digits fills the boxes and completes', async () => {
    const onComplete = renderWithOnComplete();
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('4821');
    expect(value()).toBe('4821');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('4821');
  });

  it("the platform's one-time-code suggestion (the whole code set as the first box's value) fills all four", () => {
    const onComplete = renderWithOnComplete();
    fireEvent.change(boxes()[0]!, { target: { value: '5307' } });
    expect(value()).toBe('5307');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['5', '3', '0', '7']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('5307');
    expect(boxes()[3]).toHaveFocus();
  });

  it('paste of 6 digits fills 4', async () => {
    render(<Controlled />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('123456');
    expect(value()).toBe('1234');
  });

  it('paste spreads from the focused box and strips non-digits', async () => {
    render(<Controlled initial="9" />);
    await userEvent.click(boxes()[1]!);
    await userEvent.paste('8 7-x');
    expect(value()).toBe('987');
  });

  it('disabled boxes do not take input', () => {
    render(<OtpInput value="12" onChange={() => {}} disabled />);
    for (const box of boxes()) expect(box).toBeDisabled();
  });

  it('gives focus back to the first empty box when the boxes are enabled again after dropping it', () => {
    const { rerender } = render(<OtpInput value="1234" onChange={() => {}} />);
    boxes()[3]?.focus();
    rerender(<OtpInput value="1234" onChange={() => {}} disabled />);
    // What a browser does with a focused control that gets disabled (jsdom keeps it focused).
    boxes()[3]?.blur();
    rerender(<OtpInput value="" onChange={() => {}} />);
    expect(boxes()[0]).toHaveFocus();
  });
});
