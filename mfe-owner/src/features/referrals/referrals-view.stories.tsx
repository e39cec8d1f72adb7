import { ApiError } from '@qr/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReferralLinkCard, ReferralSummary } from './referrals-view';

const meta = {
  title: 'Screens/Owner/Referrals/Summary',
  component: ReferralSummary,
  args: {
    state: { status: 'ready', data: { totalReferrals: 2, lastReferralAt: '2026-11-10T14:30:00.000Z' } },
    onRetry: () => undefined,
  },
} satisfies Meta<typeof ReferralSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReferrals: Story = {};
export const NoReferrals: Story = {
  args: { state: { status: 'ready', data: { totalReferrals: 0, lastReferralAt: null } } },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error', error: new ApiError('http', 500, null) } } };
export const LinkWithShare: Story = {
  render: () => (
    <ReferralLinkCard
      link="https://qrcontact.in/r/919876543210"
      canShare
      onCopy={() => undefined}
      onShare={() => undefined}
    />
  ),
};
export const LinkCopyOnly: Story = {
  render: () => (
    <ReferralLinkCard
      link="https://qrcontact.in/r/919876543210"
      canShare={false}
      onCopy={() => undefined}
      onShare={() => undefined}
    />
  ),
};
