import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ControlledOverlay } from '../dialog/controlled-overlay';
import { SwipeToConfirm } from '../swipe-to-confirm/swipe-to-confirm';
import { BottomSheet } from './bottom-sheet';

const meta = {
  title: 'Design system/Components/BottomSheet',
  component: BottomSheet,
  render: (args) => <ControlledOverlay {...args} Overlay={BottomSheet} opener="Open sheet" />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Pause service',
    description: 'Alerts for this vehicle stop for 24 hours.',
    children: (
      <SwipeToConfirm label="Swipe to pause" confirmedLabel="Vehicle Paused" onConfirm={() => {}} tone="danger" />
    ),
  },
} satisfies Meta<typeof BottomSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Pause service' })).toHaveAccessibleDescription(
      'Alerts for this vehicle stop for 24 hours.',
    );
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Pause service' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
export const Closed: Story = { args: { open: false } };
