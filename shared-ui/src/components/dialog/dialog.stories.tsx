import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { ControlledOverlay } from './controlled-overlay';
import { Dialog } from './dialog';

const meta = {
  title: 'Design system/Components/Dialog',
  component: Dialog,
  render: (args) => <ControlledOverlay {...args} Overlay={Dialog} opener="Open dialog" />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Incoming Call',
    description: 'Please pick the call on +91 98765 43210.',
    children: <p style={{ margin: 0 }}>Call connecting...</p>,
    footer: <Button fullWidth>OK</Button>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Incoming Call' });
    await expect(dialog).toHaveAccessibleDescription('Please pick the call on +91 98765 43210.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Incoming Call' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Incoming Call' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
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
};

export const WithoutCloseButton: Story = { args: { hideClose: true } };
export const Closed: Story = { args: { open: false } };
