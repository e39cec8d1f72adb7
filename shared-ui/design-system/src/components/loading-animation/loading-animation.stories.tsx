import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyWords } from '../story-words';
import { LoadingAnimation } from './loading-animation';

const meta = {
  title: 'Design system/Components/LoadingAnimation',
  component: LoadingAnimation,
  // The vehicle details screen's words in Hindi.
  ...storyWords({ label: 'Loading vehicle details' }, { label: 'गाड़ी की जानकारी खुल रही है' }),
} satisfies Meta<typeof LoadingAnimation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Animating: Story = {
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status', { name: args.label });
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'animating'), { timeout: 900 });
  },
};
export const StaticFallback: Story = {
  args: { forceFallback: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-state', 'fallback');
  },
};
