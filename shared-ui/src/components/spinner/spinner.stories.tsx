import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Design system/Components/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
  parameters: { hindiArgs: { label: 'लोड हो रहा है' } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(args.label);
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = {
  args: { size: 'lg', label: 'Loading referral information...' },
  // The referrals screen's words in Hindi.
  parameters: { hindiArgs: { label: 'रेफ़रल की जानकारी लोड हो रही है...' } },
};
