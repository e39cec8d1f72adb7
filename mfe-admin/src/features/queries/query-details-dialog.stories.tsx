import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QueryDetailsDialog } from './query-details-dialog';
import { hindiSampleQueries, sampleQueries } from './sample-queries';

const meta = {
  title: 'Screens/Admin/Query details',
  component: QueryDetailsDialog,
  args: { query: sampleQueries[0] ?? null, onClose: fn(), onMarkNoted: fn() },
  parameters: { hindiArgs: { query: hindiSampleQueries[0] ?? null } },
} satisfies Meta<typeof QueryDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const LongMessage: Story = {
  args: { query: { ...(sampleQueries[0] as NonNullable<(typeof sampleQueries)[0]>), queryMessage: 'A'.repeat(500) } },
  // One long word a user typed, with no place to break.
  parameters: { typed: ['A'.repeat(500)] },
};
