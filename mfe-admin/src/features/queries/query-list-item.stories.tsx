import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QueryListItem } from './query-list-item';
import { sampleQueries } from './sample-queries';

const [longQuery, shortQuery] = sampleQueries as [(typeof sampleQueries)[0], (typeof sampleQueries)[0]];

const meta = {
  title: 'Screens/Admin/Query list item',
  component: QueryListItem,
  args: { query: longQuery, onOpen: fn() },
} satisfies Meta<typeof QueryListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongMessage: Story = {};
export const ShortMessage: Story = { args: { query: shortQuery } };
export const MarkupIsText: Story = {
  args: { query: { ...shortQuery, queryMessage: '<b>not bold</b> & "quoted" <script>alert(1)</script>' } },
};
