import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ControlledField, storyField } from '../segmented-input/controlled-field';
import { storyWords } from '../story-words';
import { OtpInput } from './otp-input';

const meta = {
  title: 'Design system/Components/OtpInput',
  component: OtpInput,
  render: (args) => <ControlledField {...args} Field={OtpInput} testId="otp-value" />,
  args: { value: '', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const { boxes, shown } = storyField('otpBoxLabel', 'otp-value');

export const Empty: Story = {};
export const PartlyFilled: Story = { args: { value: '48' } };
export const Filled: Story = { args: { value: '4821' } };
export const Disabled: Story = { args: { value: '4821', disabled: true } };
export const WithError: Story = {
  // The login screen's words in Hindi.
  ...storyWords(
    { value: '4821', error: 'Invalid OTP. Please try again.' },
    { error: 'OTP गलत है। कृपया फिर से कोशिश करें।' },
  ),
};

export const Typing: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const [first, second, third, fourth] = boxes(canvasElement, globals);
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(first).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(first!);
    await userEvent.keyboard('1');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('2');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('34');
    await expect(fourth).toHaveFocus();
    await expect(shown(canvasElement)).toBe('1234');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

export const Backspace: Story = {
  args: { value: '123' },
  play: async ({ canvasElement, globals }) => {
    const [, second, third, fourth] = boxes(canvasElement, globals);
    await userEvent.click(fourth!);
    await userEvent.keyboard('{Backspace}');
    await expect(third).toHaveFocus();
    await expect(shown(canvasElement)).toBe('12');
    await userEvent.keyboard('{Backspace}');
    await expect(shown(canvasElement)).toBe('1');
    await expect(second).toHaveFocus();
  },
};

/** Pasting into the first box fills the code (cut to its four digits) and completes it once. */
const pasteCompletes = (pasted: string, code: string): Story => ({
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(boxes(canvasElement, globals)[0]!);
    await userEvent.paste(pasted);
    await expect(shown(canvasElement)).toBe(code);
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith(code);
  },
});

export const PasteFourDigits = pasteCompletes('4821', '4821');
export const PasteSixDigits = pasteCompletes('123456', '1234');

export const NonDigitsStripped: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const [first, , third] = boxes(canvasElement, globals);
    await userEvent.click(first!);
    await userEvent.keyboard('a1-b2');
    await expect(shown(canvasElement)).toBe('12');
    await expect(third).toHaveFocus();
    await userEvent.paste('x 3?4');
    await expect(shown(canvasElement)).toBe('1234');
    await expect(args.onComplete).toHaveBeenCalledOnce();
  },
};
