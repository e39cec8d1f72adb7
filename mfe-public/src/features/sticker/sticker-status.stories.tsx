import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StickerChecking, StickerFailed } from './sticker-status-screen';

const meta = {
  title: 'Screens/Public/Sticker status',
  component: StickerFailed,
  parameters: { layout: 'fullscreen' },
  args: { message: 'Sticker not found', notFound: true, onRetry: () => undefined },
} satisfies Meta<typeof StickerFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { render: () => <StickerChecking /> };

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'We could not find this sticker' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { message: 'Request failed with status 500', notFound: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
