import type { InformReason } from '@qr/contract';
import { storyTexts } from '@qr/design-system/story-texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryBotCheck } from '../shared/story-bot-check';
import { withDefaults } from '../shared/story-defaults';
import { CallPanel } from './call-panel';
import { confirmationMessages } from './confirmation/messages';
import SentConfirmation from './confirmation/sent-confirmation';
import { ContactOwnerView } from './contact-owner-view';
import { IncomingCallDialog } from './incoming-call-dialog';
import { MessagePanel } from './message-panel';
import { contactOwnerMessages } from './messages';
import { OfflineNotice } from './offline-notice';
import { VehicleCharsRow } from './vehicle-chars-row';

const noop = () => undefined;

const chars = (value: string, error?: string, prefilled = false) => (
  <VehicleCharsRow maskedNumber="DL01ABXXXX" chars={value} onChange={noop} error={error} prefilled={prefilled} />
);

const call = withDefaults(CallPanel, {
  phone: '',
  onPhoneChange: noop,
  onPhoneBlur: noop,
  canCall: false,
  sending: false,
  autoCalling: false,
  onCall: noop,
  botCheck: <StoryBotCheck />,
});

const message = withDefaults(MessagePanel, {
  reason: null,
  onReasonChange: noop,
  canSend: false,
  sending: false,
  onSend: noop,
  botCheck: <StoryBotCheck />,
});

const meta = {
  title: 'Screens/Public/Contact Vehicle Owner',
  component: ContactOwnerView,
  parameters: { layout: 'fullscreen' },
  args: { tab: 'call', onTabChange: noop, charsRow: chars(''), callPanel: call(), messagePanel: message() },
} satisfies Meta<typeof ContactOwnerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CallEmpty: Story = {};
export const CallReady: Story = {
  args: { charsRow: chars('1234'), callPanel: call({ phone: '9123456780', canCall: true }) },
};
export const AutoCalling: Story = {
  args: { charsRow: chars('1234'), callPanel: call({ phone: '9123456780', canCall: true, autoCalling: true }) },
};
export const CallSending: Story = {
  args: { charsRow: chars('1234'), callPanel: call({ phone: '9123456780', canCall: true, sending: true }) },
};
export const FieldErrors: Story = {
  args: {
    charsRow: chars('12', contactOwnerMessages.en.vehicleCharsError),
    callPanel: call({ phone: '98765', phoneError: 'Please enter a valid 10-digit phone number' }),
  },
  parameters: {
    hindiArgs: {
      charsRow: chars('12', 'कृपया गाड़ी के नंबर के आख़िरी 4 अंक डालें'),
      callPanel: call({ phone: '98765', phoneError: 'कृपया 10 अंकों का सही फ़ोन नंबर डालें' }),
    },
  },
};
export const TemporaryPrefilled: Story = { args: { charsRow: chars('9012', undefined, true) } };
export const MessageEmpty: Story = { args: { tab: 'message' } };
export const MessageEmergencySelected: Story = {
  args: { tab: 'message', charsRow: chars('1234'), messagePanel: message({ reason: 'BABY_INSIDE', canSend: true }) },
};
export const MessageSending: Story = {
  args: {
    tab: 'message',
    charsRow: chars('1234'),
    messagePanel: message({ reason: 'WRONG_PARKING', canSend: true, sending: true }),
  },
};
export const CallOffline: Story = {
  args: {
    charsRow: chars('1234'),
    callPanel: call({ phone: '9123456780', canCall: true, notice: <OfflineNotice tab="call" /> }),
  },
};
export const MessageOffline: Story = {
  args: {
    tab: 'message',
    charsRow: chars('1234'),
    messagePanel: message({ reason: 'DOOR_UNLOCKED', canSend: true, notice: <OfflineNotice tab="message" /> }),
  },
};
export const IncomingCall: Story = {
  args: {
    children: <IncomingCallDialog open onOpenChange={noop} phone="9123456780" maskedOwnerContact="+91 98XXXXXX10" />,
  },
};
export const CharsRefused: Story = {
  args: {
    tab: 'message',
    charsRow: chars('9999', 'Vehicle number does not match'),
    messagePanel: message({ reason: 'DOOR_UNLOCKED' }),
  },
  parameters: {
    hindiArgs: {
      charsRow: chars('9999', 'गाड़ी का नंबर मेल नहीं खाता'),
    },
    typed: ['9999'],
  },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('textbox');
    for (const box of boxes) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(/.+/);
    }
  },
};

/** 29 Nov 2026, 4:30 pm in India. */
const SENT_AT = Date.UTC(2026, 10, 29, 11, 0);
const emergencies: InformReason[] = ['ACCIDENT', 'BABY_INSIDE'];
/** What the page passes in Hindi (its catalog's words). */
const REASONS_HI: Record<InformReason, string> = {
  WRONG_PARKING: 'गलत पार्किंग',
  DOOR_UNLOCKED: 'दरवाज़ा खुला है',
  ACCIDENT: 'दुर्घटना',
  BABY_INSIDE: 'अंदर बच्चा है',
};

/** After Send Message: the reason, the time, Send another, and 112 only for the emergencies. */
const messageSent = (reason: InformReason): Story => ({
  args: {
    tab: 'message',
    confirmation: (
      <SentConfirmation
        reasonLabel={contactOwnerMessages.en[reason]}
        emergency={emergencies.includes(reason)}
        at={SENT_AT}
        onBack={noop}
      />
    ),
  },
  parameters: {
    hindiArgs: {
      confirmation: (
        <SentConfirmation
          reasonLabel={REASONS_HI[reason]}
          emergency={emergencies.includes(reason)}
          at={SENT_AT}
          onBack={noop}
        />
      ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyTexts(confirmationMessages, globals);
    await expect(canvas.getByRole('region', { name: t.messageTitle })).toBeVisible();
    await expect(canvas.getByText(storyTexts(contactOwnerMessages, globals)[reason])).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.sendAnother })).toBeVisible();
    const call112 = canvas.queryByRole('link', { name: t.call112 });
    if (reason === 'ACCIDENT' || reason === 'BABY_INSIDE') await expect(call112).toHaveAttribute('href', 'tel:112');
    else await expect(call112).toBeNull();
  },
});
export const SentWrongParking = messageSent('WRONG_PARKING');
export const SentDoorUnlocked = messageSent('DOOR_UNLOCKED');
export const SentAccident = messageSent('ACCIDENT');
export const SentBabyInside = messageSent('BABY_INSIDE');

/** After a call request, once Incoming Call closed: the time and what to expect, no phone number. */
export const CallRequested: Story = {
  args: { confirmation: <SentConfirmation at={SENT_AT} onBack={noop} /> },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(confirmationMessages, globals);
    const region = within(canvasElement).getByRole('region', { name: t.callTitle });
    await expect(region).toBeVisible();
    await expect(within(region).getByRole('button', { name: t.contactAgain })).toBeVisible();
    // No phone number, neither the caller's nor the owner's masked one.
    await expect(region.textContent).not.toMatch(/\+91|\d{5}|X{4}/);
  },
};
