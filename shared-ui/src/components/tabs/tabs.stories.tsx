import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MessageIcon, PhoneIcon } from '../icons/icons';
import { Tabs, type TabsProps } from './tabs';

function Controlled(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return <Tabs {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Design system/Components/Tabs',
  component: Tabs,
  render: (args) => <Controlled {...args} />,
  args: {
    ariaLabel: 'Contact the owner',
    value: 'call',
    onValueChange: () => {},
    tabs: [
      {
        value: 'call',
        label: 'Call Owner',
        icon: <PhoneIcon size={18} />,
        content: <p>Enter your number and tap to call.</p>,
      },
      {
        value: 'message',
        label: 'Send Message',
        icon: <MessageIcon size={18} />,
        content: <p>Choose a reason for the alert.</p>,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CallSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Send Message' }));
    await expect(canvas.getByRole('tab', { name: 'Send Message' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Choose a reason for the alert.');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Call Owner' })).toHaveFocus();
  },
};
export const MessageSelected: Story = { args: { value: 'message' } };
