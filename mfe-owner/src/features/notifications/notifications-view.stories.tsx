import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleInforms } from '../shared/story-fixtures';
import { NotificationsView } from './notifications-view';

const meta = {
  title: 'Screens/Owner/Notifications/Notifications',
  component: NotificationsView,
  args: { state: { status: 'ready', informs: sampleInforms(10) }, onRetry: () => undefined },
} satisfies Meta<typeof NotificationsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const ServerError: Story = { args: { state: { status: 'error', message: 'Something went wrong' } } };
export const InvalidFormat: Story = { args: { state: { status: 'error', message: 'Invalid response format' } } };
export const NoVehicles: Story = { args: { state: { status: 'no-vehicles' } } };
export const Empty: Story = { args: { state: { status: 'ready', informs: [] } } };
