import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckIcon, PauseIcon, WhatsAppIcon } from '../icons/icons';
import { Badge } from './badge';

const meta = {
  title: 'Design system/Components/Badge',
  component: Badge,
  args: { children: 'Personal' },
  // The owner's and admin's screens' words for these badges in Hindi.
  parameters: { hindiArgs: { children: 'निजी' } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = {
  args: { tone: 'info', children: 'Admin' },
  parameters: { hindiArgs: { children: 'एडमिन' } },
};
export const Success: Story = {
  args: { tone: 'success', icon: <CheckIcon />, children: 'Verified' },
  parameters: { hindiArgs: { children: 'वेरिफ़ाइड' } },
};
export const Warning: Story = {
  args: { tone: 'warning', icon: <PauseIcon />, children: 'Paused' },
  parameters: { hindiArgs: { children: 'रुकी है' } },
};
export const Danger: Story = {
  args: { tone: 'danger', children: 'Emergency' },
  parameters: { hindiArgs: { children: 'इमरजेंसी' } },
};
export const AsButton: Story = {
  args: { tone: 'success', icon: <WhatsAppIcon />, children: 'WhatsApp', onClick: fn() },
  parameters: { hindiArgs: { children: 'WhatsApp' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'WhatsApp' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
