import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Notification } from 'shared-ui/runtime';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_CLOSE_ANIMATION_MS,
  NotificationBar,
  type NotificationBarProps,
} from './notification-bar';

let nextId = 100;

function Controlled(props: NotificationBarProps) {
  const [notification, setNotification] = useState<Notification | null>(props.notification);
  const show = (kind: Notification['kind'], message: string) => setNotification({ id: nextId++, kind, message });
  return (
    <div style={{ display: 'grid', gap: 8, paddingTop: 96 }}>
      <Button variant="secondary" onClick={() => show('success', 'Message sent successfully!')}>
        Show success
      </Button>
      <Button variant="secondary" onClick={() => show('error', 'Failed to initiate call')}>
        Show error
      </Button>
      <Button variant="secondary" onClick={() => show('info', 'No payments are due')}>
        Show info
      </Button>
      <NotificationBar
        notification={notification}
        onDismiss={(id) => {
          setNotification((current) => (current?.id === id ? null : current));
          props.onDismiss(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Components/NotificationBar',
  component: NotificationBar,
  render: (args) => <Controlled {...args} />,
  args: { notification: { id: 1, kind: 'success', message: 'Call request sent successfully!' }, onDismiss: fn() },
} satisfies Meta<typeof NotificationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => document.querySelector<HTMLElement>('[data-kind]');

export const Success: Story = {};
export const ErrorKind: Story = {
  name: 'Error',
  args: { notification: { id: 2, kind: 'error', message: 'Failed to submit form' } },
};
export const Info: Story = { args: { notification: { id: 3, kind: 'info', message: 'Query noted for follow-up' } } };
export const LongMessage: Story = {
  args: {
    notification: {
      id: 4,
      kind: 'error',
      message: 'Verification system failed to load. Please check your internet connection and refresh.',
    },
  },
};

export const AutoClose: Story = {
  play: async ({ args }) => {
    await expect(bar()).toHaveTextContent('Call request sent successfully!');
    const started = performance.now();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), {
      timeout: NOTIFICATION_AUTO_CLOSE_MS + NOTIFICATION_CLOSE_ANIMATION_MS + 1500,
    });
    const elapsed = performance.now() - started;
    await expect(elapsed).toBeGreaterThanOrEqual(NOTIFICATION_AUTO_CLOSE_MS + NOTIFICATION_CLOSE_ANIMATION_MS - 100);
    await expect(bar()).toBeNull();
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), { timeout: 1000 });
  },
};

export const ReplacedByNewer: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(bar()).toHaveAttribute('data-kind', 'error'));
    await expect(bar()).toHaveTextContent('Failed to initiate call');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), { timeout: 4000 });
  },
};

export const Empty: Story = { args: { notification: null } };
