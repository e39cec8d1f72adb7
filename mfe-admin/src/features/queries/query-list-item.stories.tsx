import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { previewMessage } from './format';
import { QueryListItem } from './query-list-item';
import { hindiSampleQueries, sampleQueries } from './sample-queries';

type Sample = (typeof sampleQueries)[0];
const [longQuery, shortQuery] = sampleQueries as [Sample, Sample];
const [hindiLongQuery, hindiShortQuery] = hindiSampleQueries as [Sample, Sample];
const markup = '<b>not bold</b> & "quoted" <script>alert(1)</script>';

const meta = {
  title: 'Screens/Admin/Query list item',
  component: QueryListItem,
  args: { query: longQuery, onOpen: fn() },
  parameters: { hindiArgs: { query: hindiLongQuery } },
} satisfies Meta<typeof QueryListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongMessage: Story = {};
export const ShortMessage: Story = {
  args: { query: shortQuery },
  parameters: { hindiArgs: { query: hindiShortQuery } },
};
export const MarkupIsText: Story = {
  args: { query: { ...shortQuery, queryMessage: markup } },
  // The markup is what a user typed, shown as text (its preview).
  parameters: { typed: [previewMessage(markup)], hindiArgs: { query: { ...hindiShortQuery, queryMessage: markup } } },
};
