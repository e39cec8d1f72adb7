import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { IconButton } from '../icon-button/icon-button';
import { MenuIcon } from '../icons/icons';
import { PageHeader } from './page-header';

const meta = {
  title: 'Design system/Components/PageHeader',
  component: PageHeader,
  args: { title: 'Help Center' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const BackLink: Story = {
  args: { backTo: '/admin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');
  },
};
export const BackButton: Story = { args: { title: 'Terms of Service', onBack: fn() } };
export const WithBadgeAndActions: Story = {
  args: {
    title: 'User Queries',
    backTo: '/admin',
    badge: <Badge tone="info">Admin</Badge>,
    actions: <IconButton label="Menu" icon={<MenuIcon />} />,
  },
};
