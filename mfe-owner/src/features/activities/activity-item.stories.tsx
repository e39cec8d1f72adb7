import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleInforms } from '../shared/story-fixtures';
import { AllActivitiesList } from './all-activities-screen';

const meta = {
  title: 'Screens/Owner/Activities/All activities',
  component: AllActivitiesList,
  args: { activities: sampleInforms(14), vehicleNumber: 'DL01AB1234' },
} satisfies Meta<typeof AllActivitiesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { args: { activities: [] } };
