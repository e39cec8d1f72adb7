import { storyTexts } from '@qr/design-system/story-texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ControlledOverlay } from '../dialog/controlled-overlay';
import { componentMessages } from '../messages';
import { SwipeToConfirm } from '../swipe-to-confirm/swipe-to-confirm';
import { BottomSheet } from './bottom-sheet';

const meta = {
  title: 'Design system/Components/BottomSheet',
  component: BottomSheet,
  render: (args) => <ControlledOverlay {...args} Overlay={BottomSheet} opener="openSheet" />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Pause service',
    description: 'Alerts for this vehicle stop for 24 hours.',
    children: (
      <SwipeToConfirm label="Swipe to pause" confirmedLabel="Vehicle Paused" onConfirm={() => {}} tone="danger" />
    ),
  },
  // The vehicle details screen's pause sheet in Hindi.
  parameters: {
    hindiArgs: {
      title: 'सर्विस रोकें',
      description: 'इस गाड़ी के अलर्ट 24 घंटे के लिए रुक जाएँगे।',
      children: (
        <SwipeToConfirm
          label="रोकने के लिए खिसकाएँ"
          confirmedLabel="गाड़ी की सर्विस रुक गई"
          onConfirm={() => {}}
          tone="danger"
        />
      ),
    },
  },
} satisfies Meta<typeof BottomSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: args.title })).toHaveAccessibleDescription(
      String(args.description),
    );
  },
};

export const CloseButton: Story = {
  play: async ({ args, globals }) => {
    await screen.findByRole('dialog', { name: args.title });
    await userEvent.click(screen.getByRole('button', { name: storyTexts(componentMessages, globals).close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
export const Closed: Story = { args: { open: false } };
