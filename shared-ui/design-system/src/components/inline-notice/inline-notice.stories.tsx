import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoIcon, WifiOffIcon } from '../icons/icons';
import { storyWords } from '../story-words';
import { InlineNotice } from './inline-notice';

const meta = {
  title: 'Design system/Components/InlineNotice',
  component: InlineNotice,
  args: {
    title: 'You are offline.',
    children: 'Your message is kept — tap Send Message again when you are back online.',
  },
  // The contact form's words in Hindi.
  parameters: {
    hindiArgs: {
      title: 'इंटरनेट नहीं है।',
      children: 'आपका संदेश रखा है — इंटरनेट आने पर "संदेश भेजें" फिर से दबाएँ।',
    },
  },
} satisfies Meta<typeof InlineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  args: { tone: 'warning', icon: <WifiOffIcon size={20} /> },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(`${args.title} ${args.children}`);
  },
};
export const Info: Story = storyWords(
  { tone: 'info', icon: <InfoIcon size={20} />, title: 'Tip:', children: 'The owner never sees your number.' },
  { title: 'सुझाव:', children: 'मालिक को आपका नंबर कभी नहीं दिखता।' },
);
