import { ApiError } from '@qr/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleVehicles } from '../shared/story-fixtures';
import { VehicleListView } from './vehicle-list-view';

const meta = {
  title: 'Screens/Owner/Vehicles/Vehicle list',
  component: VehicleListView,
  args: {
    state: { status: 'ready', data: sampleVehicles },
    onRetry: () => undefined,
    onResume: async () => true,
  },
} satisfies Meta<typeof VehicleListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error', error: new ApiError('http', 500, null) } } };
export const Empty: Story = { args: { state: { status: 'ready', data: [] } } };
