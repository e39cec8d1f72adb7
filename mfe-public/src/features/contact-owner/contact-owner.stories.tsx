import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryBotCheck } from '../shared/story-bot-check';
import { withDefaults } from '../shared/story-defaults';
import { CallPanel } from './call-panel';
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
