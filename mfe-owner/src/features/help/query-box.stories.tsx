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
// What an owner types, in the story's language.
const question = 'How do I register a second vehicle?';
const hindiQuestion = 'दूसरी गाड़ी कैसे रजिस्टर करूँ?';

export const Typed: Story = { args: { value: question }, parameters: { hindiArgs: { value: hindiQuestion } } };
export const Sending: Story = {
  args: { value: question, sending: true },
  parameters: { hindiArgs: { value: hindiQuestion } },
};
export const Failed: Story = {
  args: { value: question, error: 'Failed to submit query' },
  // The help screen's error in Hindi (its catalog's queryFailed).
  parameters: { hindiArgs: { value: hindiQuestion, error: 'सवाल नहीं भेजा जा सका' } },
};
