import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckIcon, PauseIcon, WhatsAppIcon } from '../icons/icons';
import { storyWords } from '../story-words';
import { Badge } from './badge';

const meta = {
  title: 'Design system/Components/Badge',
  component: Badge,
  // The owner's and admin's screens' words for these badges in Hindi.
  ...storyWords({ children: 'Personal' }, { children: 'निजी' }),
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = storyWords({ tone: 'info', children: 'Admin' }, { children: 'एडमिन' });
export const Success: Story = storyWords(
  { tone: 'success', icon: <CheckIcon />, children: 'Verified' },
  { children: 'वेरिफ़ाइड' },
);
export const Warning: Story = storyWords(
  { tone: 'warning', icon: <PauseIcon />, children: 'Paused' },
  { children: 'रुकी है' },
);
export const Danger: Story = storyWords({ tone: 'danger', children: 'Emergency' }, { children: 'इमरजेंसी' });
export const AsButton: Story = {
  ...storyWords(
    { tone: 'success', icon: <WhatsAppIcon />, children: 'WhatsApp', onClick: fn() },
    { children: 'WhatsApp' },
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'WhatsApp' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
