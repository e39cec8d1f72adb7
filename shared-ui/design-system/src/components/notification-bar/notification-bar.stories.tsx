import { storyTexts } from '@qr/design-system/story-texts';
import type { Notification } from '@qr/runtime';
import { useLanguage, useMessages } from '@qr/runtime/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { storyHarnessMessages } from '../story-harness/messages';
import { storyWords } from '../story-words';
import {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_CLOSE_ANIMATION_MS,
  NotificationBar,
  type NotificationBarProps,
} from './notification-bar';
import { ENGLISH_LABELS } from './notification-bar-props';

let nextId = 100;

/** The notices the story's buttons raise, in the story's language (the scanner's and the bills screen's words). */
const NOTICES = {
  en: { success: 'Message sent successfully!', error: 'Failed to initiate call', info: 'No payments are due' },
  hi: { success: 'संदेश भेज दिया गया!', error: 'कॉल नहीं लग पाई', info: 'कोई भुगतान बाकी नहीं है' },
};

function Controlled(props: NotificationBarProps) {
  const [notification, setNotification] = useState<Notification | null>(props.notification);
  const notices = NOTICES[useLanguage()];
  const t = useMessages(storyHarnessMessages);
  const show = (kind: Notification['kind']) => setNotification({ id: nextId++, kind, message: notices[kind] });
  return (
    <div style={{ display: 'grid', gap: 8, paddingTop: 96 }}>
      <Button data-story-harness variant="secondary" onClick={() => show('success')}>
        {t.showSuccess}
      </Button>
      <Button data-story-harness variant="secondary" onClick={() => show('error')}>
        {t.showError}
      </Button>
      <Button data-story-harness variant="secondary" onClick={() => show('info')}>
        {t.showInfo}
      </Button>
      <NotificationBar
        notification={notification}
        onDismiss={(id) => {
          setNotification((current) => (current?.id === id ? null : current));
          props.onDismiss(id);
        }}
        labels={props.labels}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Components/NotificationBar',
  component: NotificationBar,
  render: (args) => <Controlled {...args} />,
  args: { notification: { id: 1, kind: 'success', message: 'Call request sent successfully!' }, onDismiss: fn() },
  // The scanner's notice, and the shell's labels for the bar, in Hindi.
  parameters: {
    hindiArgs: {
      notification: { id: 1, kind: 'success', message: 'कॉल की रिक्वेस्ट भेज दी गई!' },
      labels: { close: 'सूचना बंद करें', region: 'सूचनाएँ', notice: 'सूचना' },
    },
  },
} satisfies Meta<typeof NotificationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => document.querySelector<HTMLElement>('[data-kind]');

export const Success: Story = {};
export const ErrorKind: Story = {
  name: 'Error',
  ...storyWords(
    { notification: { id: 2, kind: 'error', message: 'Failed to submit form' } },
    { notification: { id: 2, kind: 'error', message: 'संदेश नहीं भेजा जा सका' } },
  ),
};
export const Info: Story = storyWords(
  { notification: { id: 3, kind: 'info', message: 'Query noted for follow-up' } },
  { notification: { id: 3, kind: 'info', message: 'सवाल आगे देखने के लिए नोट हो गया' } },
);
export const LongMessage: Story = {
  args: {
    notification: {
      id: 4,
      kind: 'error',
      message: 'Verification system failed to load. Please check your internet connection and refresh.',
    },
  },
  parameters: {
    hindiArgs: {
      notification: {
        id: 4,
        kind: 'error',
        message: 'जाँच लोड नहीं हो पाई। अपना इंटरनेट देखें और पेज रीफ़्रेश करें।',
      },
    },
  },
};

export const AutoClose: Story = {
  play: async ({ args }) => {
    await expect(bar()).toHaveTextContent(String(args.notification?.message));
    // That it closes by itself, in a real browser. When: notification-bar.test.tsx, on a fake clock (a wall-time
    // bound here raced the story's first render on a loaded machine).
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), {
      timeout: NOTIFICATION_AUTO_CLOSE_MS + NOTIFICATION_CLOSE_ANIMATION_MS + 10_000,
    });
    await expect(bar()).toBeNull();
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: (args.labels ?? ENGLISH_LABELS).close }));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), { timeout: 10_000 });
  },
};

export const ReplacedByNewer: Story = {
  play: async ({ args, globals }) => {
    await userEvent.click(screen.getByRole('button', { name: storyTexts(storyHarnessMessages, globals).showError }));
    await waitFor(() => expect(bar()).toHaveAttribute('data-kind', 'error'));
    await expect(bar()).toHaveTextContent(NOTICES[globals.language === 'hi' ? 'hi' : 'en'].error);
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), {
      timeout: NOTIFICATION_AUTO_CLOSE_MS + 10_000,
    });
  },
};

export const Empty: Story = { args: { notification: null } };
