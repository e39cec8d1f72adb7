import { storyTexts } from '@qr/design-system/story-texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { componentMessages } from '../messages';
import { ControlledOverlay } from './controlled-overlay';
import { Dialog } from './dialog';

const meta = {
  title: 'Design system/Components/Dialog',
  component: Dialog,
  render: (args) => <ControlledOverlay {...args} Overlay={Dialog} opener="openDialog" />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Incoming Call',
    description: 'Please pick the call on +91 98765 43210.',
    children: <p style={{ margin: 0 }}>Call connecting...</p>,
    footer: <Button fullWidth>OK</Button>,
  },
  // The contact form's call dialog in Hindi.
  parameters: {
    hindiArgs: {
      title: 'कॉल आ रही है',
      description: 'हम +91 98765 43210 पर कॉल कर रहे हैं, कृपया उठाएँ।',
      children: <p style={{ margin: 0 }}>कॉल लग रही है...</p>,
      footer: <Button fullWidth>ठीक है</Button>,
    },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: args.title });
    await expect(dialog).toHaveAccessibleDescription(String(args.description));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: args.title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  play: async ({ args, globals }) => {
    await screen.findByRole('dialog', { name: args.title });
    await userEvent.click(screen.getByRole('button', { name: storyTexts(componentMessages, globals).close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const QueryDetails: Story = {
  args: {
    title: 'Query Details',
    description: undefined,
    children: (
      <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
        <dt style={{ fontWeight: 600 }}>Phone</dt>
        <dd style={{ margin: 0 }}>+91 9876543210</dd>
        <dt style={{ fontWeight: 600 }}>Message</dt>
        <dd style={{ margin: 0 }}>The sticker on my car is peeling off, can I get a new one?</dd>
      </dl>
    ),
    footer: (
      <>
        <Button variant="secondary">Close</Button>
        <Button>Mark as Noted</Button>
      </>
    ),
  },
  // The admin's query dialog in Hindi.
  parameters: {
    hindiArgs: {
      title: 'सवाल की जानकारी',
      children: (
        <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
          <dt style={{ fontWeight: 600 }}>फ़ोन</dt>
          <dd style={{ margin: 0 }}>+91 9876543210</dd>
          <dt style={{ fontWeight: 600 }}>संदेश</dt>
          <dd style={{ margin: 0 }}>मेरी कार का स्टिकर उखड़ रहा है, क्या नया मिल सकता है?</dd>
        </dl>
      ),
      footer: (
        <>
          <Button variant="secondary">बंद करें</Button>
          <Button>नोट करें</Button>
        </>
      ),
    },
  },
};

export const WithoutCloseButton: Story = { args: { hideClose: true } };
export const Closed: Story = { args: { open: false } };
