import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryBox } from './query-box';

const meta = {
  title: 'Screens/Owner/Help/Other Queries box',
  component: QueryBox,
  args: { value: '', onChange: () => undefined, onSubmit: () => undefined, sending: false, error: null },
} satisfies Meta<typeof QueryBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { value: 'How do I register a second vehicle?' } };
export const Sending: Story = { args: { value: 'How do I register a second vehicle?', sending: true } };
export const Failed: Story = {
  args: { value: 'How do I register a second vehicle?', error: 'Failed to submit query' },
};
