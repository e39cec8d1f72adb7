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
  // The contact form's words in Hindi.
  parameters: {
    hindiArgs: {
      ariaLabel: 'मालिक से संपर्क करें',
      tabs: [
        {
          value: 'call',
          label: 'मालिक को कॉल',
          icon: <PhoneIcon size={18} />,
          content: <p>अपना नंबर डालें और कॉल करने के लिए दबाएँ।</p>,
        },
        {
          value: 'message',
          label: 'संदेश भेजें',
          icon: <MessageIcon size={18} />,
          content: <p>अलर्ट की वजह चुनें।</p>,
        },
      ],
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CallSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [call, message] = args.tabs.map((tab) => tab.label);
    await userEvent.click(canvas.getByRole('tab', { name: message }));
    await expect(canvas.getByRole('tab', { name: message })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(String(message));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: call })).toHaveFocus();
  },
};
export const MessageSelected: Story = { args: { value: 'message' } };
