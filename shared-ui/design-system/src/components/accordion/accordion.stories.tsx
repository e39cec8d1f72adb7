import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Accordion } from './accordion';

const meta = {
  title: 'Design system/Components/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'register',
        title: 'How do I register my vehicle?',
        content:
          'Scan the QR sticker, enter your vehicle number and contacts, and verify your phone with the 4-digit OTP sent on WhatsApp.',
      },
      {
        id: 'notify',
        title: 'How do notifications work?',
        content: 'You receive WhatsApp alerts, and callers reach you through number masking.',
      },
      {
        id: 'security',
        title: 'Is my contact information secure?',
        content: 'Your number stays private; every communication is logged.',
      },
      {
        id: 'update',
        title: 'How do I update my contact details?',
        content: 'Open Vehicle Information, tap Edit Contact, update and verify by OTP.',
      },
    ],
  },
  // The help screen's questions in Hindi.
  parameters: {
    hindiArgs: {
      items: [
        {
          id: 'register',
          title: 'गाड़ी रजिस्टर कैसे करें?',
          content: 'QR स्टिकर स्कैन करें, गाड़ी का नंबर और संपर्क नंबर डालें, फिर WhatsApp पर आए 4 अंकों के OTP से अपना नंबर पक्का करें।',
        },
        {
          id: 'notify',
          title: 'सूचनाएँ कैसे आती हैं?',
          content: 'अलर्ट WhatsApp पर आते हैं, और कॉल छिपे नंबर से आती है।',
        },
        {
          id: 'security',
          title: 'क्या मेरा नंबर सुरक्षित है?',
          content: 'आपका नंबर गुप्त रहता है; हर बातचीत का रिकॉर्ड रहता है।',
        },
        {
          id: 'update',
          title: 'अपना संपर्क नंबर कैसे बदलें?',
          content: 'गाड़ी की जानकारी खोलें, नंबर बदलें पर दबाएँ, नया नंबर डालें और OTP से पक्का करें।',
        },
      ],
    },
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {};
export const FirstOpen: Story = { args: { defaultOpenId: 'register' } };

export const OneOpenAtATime: Story = {
  args: { defaultOpenId: 'register' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: args.items[0]!.title });
    const second = canvas.getByRole('button', { name: args.items[1]!.title });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(
      1,
    );
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(canvas.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(0),
    );
  },
};
