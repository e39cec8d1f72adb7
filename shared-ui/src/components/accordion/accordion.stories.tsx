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
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {};
export const FirstOpen: Story = { args: { defaultOpenId: 'register' } };

export const OneOpenAtATime: Story = {
  args: { defaultOpenId: 'register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How do I register my vehicle?' });
    const second = canvas.getByRole('button', { name: 'How do notifications work?' });
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
