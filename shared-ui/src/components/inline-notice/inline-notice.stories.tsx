import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoIcon, WifiOffIcon } from '../icons/icons';
import { InlineNotice } from './inline-notice';

const meta = {
  title: 'Design system/Components/InlineNotice',
  component: InlineNotice,
  args: {
    title: 'You are offline.',
    children: 'Your message is kept — tap Send Message again when you are back online.',
  },
} satisfies Meta<typeof InlineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  args: { tone: 'warning', icon: <WifiOffIcon size={20} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^You are offline\. Your message/);
  },
};
export const Info: Story = {
  args: { tone: 'info', icon: <InfoIcon size={20} />, title: 'Tip:', children: 'The owner never sees your number.' },
};
