import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Design system/Components/TextField',
  component: TextField,
  args: { label: 'Vehicle number', placeholder: 'e.g. HR26DK1234' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Vehicle number');
    await userEvent.type(input, 'HR26');
    await expect(input).toHaveValue('HR26');
  },
};
export const WithHint: Story = { args: { hint: 'Letters and digits only, as on the RC' } };
export const WithError: Story = {
  args: { defaultValue: '', error: 'Registration number cannot be empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Registration number cannot be empty');
    await expect(canvas.getByLabelText('Vehicle number')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { defaultValue: 'HR26DK1234', disabled: true } };
