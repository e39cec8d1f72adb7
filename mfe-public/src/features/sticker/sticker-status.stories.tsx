import { componentMessages } from '@qr/design-system';
import { storyTexts } from '@qr/design-system/story-texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { stickerMessages } from './messages';
import { StickerChecking, StickerFailed } from './sticker-status-screen';

const meta = {
  title: 'Screens/Public/Sticker status',
  component: StickerFailed,
  args: { message: 'Sticker not found', notFound: true, onRetry: () => undefined },
  // The page words the server's message in Hindi (the server messages' and the scanner's catalogs).
  parameters: { layout: 'fullscreen', hindiArgs: { message: 'यह स्टिकर नहीं मिला' } },
} satisfies Meta<typeof StickerFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { render: () => <StickerChecking /> };

export const NotFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyTexts(stickerMessages, globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.goHome })).toHaveAttribute('href', '/');
    // Every failure offers Try Again (it reloads), an unknown sticker's too.
    await expect(canvas.getByRole('button', { name: storyTexts(componentMessages, globals).tryAgain })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { message: 'Request failed with status 500', notFound: false },
  parameters: { hindiArgs: { message: 'सर्वर से जवाब नहीं मिला (कोड 500)' } },
  play: async ({ canvasElement, globals }) => {
    const name = storyTexts(componentMessages, globals).tryAgain;
    await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
  },
};
