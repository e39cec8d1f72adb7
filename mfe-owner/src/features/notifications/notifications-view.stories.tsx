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
// The screen's errors in Hindi (its catalog's serverError and badFormat).
export const ServerError: Story = {
  args: { state: { status: 'error', message: 'Something went wrong' } },
  parameters: { hindiArgs: { state: { status: 'error', message: 'कुछ गड़बड़ हो गई' } } },
};
export const InvalidFormat: Story = {
  args: { state: { status: 'error', message: 'Invalid response format' } },
  parameters: { hindiArgs: { state: { status: 'error', message: 'सर्वर से गलत जवाब आया' } } },
};
export const NoVehicles: Story = { args: { state: { status: 'no-vehicles' } } };
export const Empty: Story = { args: { state: { status: 'ready', informs: [] } } };
