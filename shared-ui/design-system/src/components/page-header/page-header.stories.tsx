import { storyTexts } from '@qr/design-system/story-texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { IconButton } from '../icon-button/icon-button';
import { MenuIcon } from '../icons/icons';
import { componentMessages } from '../messages';
import { storyWords } from '../story-words';
import { PageHeader } from './page-header';

const meta = {
  title: 'Design system/Components/PageHeader',
  component: PageHeader,
  // The screens' titles in Hindi.
  ...storyWords({ title: 'Help Center' }, { title: 'मदद केंद्र' }),
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const BackLink: Story = {
  args: { backTo: '/admin' },
  play: async ({ canvasElement, globals }) => {
    const name = storyTexts(componentMessages, globals).back;
    await expect(within(canvasElement).getByRole('link', { name })).toHaveAttribute('href', '/admin');
  },
};
export const BackButton: Story = storyWords({ title: 'Terms of Service', onBack: fn() }, { title: 'सेवा की शर्तें' });
export const WithBadgeAndActions: Story = {
  args: {
    title: 'User Queries',
    backTo: '/admin',
    badge: <Badge tone="info">Admin</Badge>,
    actions: <IconButton label="Menu" icon={<MenuIcon />} />,
  },
  parameters: {
    hindiArgs: {
      title: 'यूज़र के सवाल',
      badge: <Badge tone="info">एडमिन</Badge>,
      actions: <IconButton label="मेन्यू" icon={<MenuIcon />} />,
    },
  },
};
