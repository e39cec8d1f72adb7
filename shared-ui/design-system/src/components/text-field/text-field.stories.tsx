import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWords } from '../story-words';
import { TextField } from './text-field';

const meta = {
  title: 'Design system/Components/TextField',
  component: TextField,
  // The registration screen's words in Hindi.
  ...storyWords(
    { label: 'Vehicle number', placeholder: 'e.g. HR26DK1234' },
    { label: 'गाड़ी का नंबर', placeholder: 'जैसे HR26DK1234' },
  ),
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(args.label);
    await userEvent.type(input, 'HR26');
    await expect(input).toHaveValue('HR26');
  },
};
export const WithHint: Story = storyWords(
  { hint: 'Letters and digits only, as on the RC' },
  { hint: 'नंबर प्लेट पर जैसा लिखा है, सिर्फ़ अक्षर और अंक।' },
);
export const WithError: Story = {
  ...storyWords(
    { defaultValue: '', error: 'Registration number cannot be empty' },
    { error: 'रजिस्ट्रेशन नंबर खाली नहीं हो सकता' },
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(String(args.error));
    await expect(canvas.getByLabelText(args.label)).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { defaultValue: 'HR26DK1234', disabled: true } };
