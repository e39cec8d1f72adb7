import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QueriesView } from './queries-view';
import { hindiSampleQueries, sampleQueries } from './sample-queries';

const meta = {
  title: 'Screens/Admin/User Queries',
  component: QueriesView,
  args: {
    items: sampleQueries.slice(0, 10),
    totalElements: 25,
    status: 'ready',
    done: false,
    errorMessage: null,
    onRetry: fn(),
    onLoadMore: fn(),
    onOpen: fn(),
  },
  parameters: { hindiArgs: { items: hindiSampleQueries.slice(0, 10) } },
} satisfies Meta<typeof QueriesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { items: [], status: 'loading-first' },
  parameters: { hindiArgs: { items: [] } },
};
export const Loaded: Story = {};
export const LoadingMore: Story = { args: { status: 'loading-more' } };
export const AllLoaded: Story = {
  args: { items: sampleQueries, totalElements: 12, done: true },
  parameters: { hindiArgs: { items: hindiSampleQueries } },
};
export const Empty: Story = {
  args: { items: [], totalElements: 0, done: true },
  parameters: { hindiArgs: { items: [] } },
};
export const AccessDenied: Story = {
  args: { items: [], errorMessage: 'Access denied. Admin privileges required.' },
  // The screen's errors in Hindi (its catalog's forbidden and failed).
  parameters: { hindiArgs: { items: [], errorMessage: 'यह पेज आप नहीं खोल सकते। इसके लिए एडमिन होना ज़रूरी है।' } },
};
export const Failed: Story = {
  args: { items: [], errorMessage: 'Failed to fetch queries' },
  parameters: { hindiArgs: { items: [], errorMessage: 'सवाल लोड नहीं हो पाए' } },
};
