import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LoadingAnimation } from './loading-animation';

const meta = { title: 'Design system/Components/LoadingAnimation', component: LoadingAnimation } satisfies Meta<
  typeof LoadingAnimation
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Animating: Story = {
  args: { label: 'Loading vehicle details' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading vehicle details' });
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'animating'), { timeout: 900 });
  },
};
export const StaticFallback: Story = {
  args: { forceFallback: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-state', 'fallback');
  },
};
