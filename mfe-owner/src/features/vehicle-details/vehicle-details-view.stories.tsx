import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDetails, sampleVehicles } from '../shared/story-fixtures';
import { VehicleDetailsView } from './vehicle-details-view';

const [active, temporary, paused] = sampleVehicles as [
  (typeof sampleVehicles)[number],
  (typeof sampleVehicles)[number],
  (typeof sampleVehicles)[number],
];

const meta = {
  title: 'Screens/Owner/Vehicle details/Details',
  component: VehicleDetailsView,
  args: {
    details: sampleDetails(active),
    onEdit: () => undefined,
    onPause: () => undefined,
    onResume: () => undefined,
    onSeeAll: () => undefined,
    resuming: false,
  },
} satisfies Meta<typeof VehicleDetailsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const TemporaryNumber: Story = { args: { details: sampleDetails(temporary, 2) } };
export const Paused: Story = { args: { details: sampleDetails(paused, 1) } };
export const PausedHighlighted: Story = { args: { details: sampleDetails(paused, 1), resumeHighlighted: true } };
export const Resuming: Story = { args: { details: sampleDetails(paused, 1), resuming: true } };
export const NoActivity: Story = { args: { details: sampleDetails(active, 0) } };
