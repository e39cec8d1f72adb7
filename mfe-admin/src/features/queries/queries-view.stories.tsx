import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QueriesView } from './queries-view';
import { sampleQueries } from './sample-queries';

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
} satisfies Meta<typeof QueriesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { items: [], status: 'loading-first' } };
export const Loaded: Story = {};
export const LoadingMore: Story = { args: { status: 'loading-more' } };
export const AllLoaded: Story = { args: { items: sampleQueries, totalElements: 12, done: true } };
export const Empty: Story = { args: { items: [], totalElements: 0, done: true } };
export const AccessDenied: Story = {
  args: { items: [], errorMessage: 'Access denied. Admin privileges required.' },
};
export const Failed: Story = { args: { items: [], errorMessage: 'Failed to fetch queries' } };
