import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionExpiredCard } from '../shared/session/session-expired-card';
import { sampleUser } from '../shared/story-fixtures';
import { OwnerHomeView } from './owner-home-view';

const meta = {
  title: 'Screens/Owner/Home/Owner home',
  component: OwnerHomeView,
  parameters: { layout: 'fullscreen' },
  args: { userInfo: sampleUser, onLogout: () => undefined },
} satisfies Meta<typeof OwnerHomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const Admin: Story = { args: { userInfo: { ...sampleUser, phone: '919900000001', isAdmin: true } } };
export const NoVehicles: Story = { args: { userInfo: { ...sampleUser, totalVehiclesCount: 0, totalInformCount: 0 } } };
export const SessionExpired: Story = { render: () => <SessionExpiredCard /> };
