import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../story-words';
import { Spinner } from './spinner';

const meta = {
  title: 'Design system/Components/Spinner',
  component: Spinner,
  ...storyWords({ label: 'Loading' }, { label: 'लोड हो रहा है' }),
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
  // The referrals screen's words in Hindi.
  ...storyWords({ size: 'lg', label: 'Loading referral information...' }, { label: 'रेफ़रल की जानकारी लोड हो रही है...' }),
};
