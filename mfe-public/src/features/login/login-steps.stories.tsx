import { storyTexts } from '@qr/design-system/story-texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryBotCheck } from '../shared/story-bot-check';
import { withDefaults } from '../shared/story-defaults';
import { loginMessages } from './messages';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';

const noop = () => undefined;

const meta = {
  title: 'Screens/Public/Login/Phone number and OTP (verification code)',
  component: PhoneStep,
  args: {
    phone: '',
    onPhoneChange: noop,
    canSend: false,
    sending: false,
    onSubmit: noop,
    botCheck: <StoryBotCheck state="loading" />,
  },
} satisfies Meta<typeof PhoneStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneEmpty: Story = {};
export const PhoneReady: Story = { args: { phone: '9876543210', canSend: true, botCheck: <StoryBotCheck /> } };
export const PhoneSending: Story = {
  args: { phone: '9876543210', canSend: true, sending: true, botCheck: <StoryBotCheck /> },
};
export const PhoneSendFailed: Story = {
  args: {
    phone: '9876543210',
    error: 'Failed to send OTP. Please try again.',
    botCheck: <StoryBotCheck state="loading" />,
  },
  parameters: { hindiArgs: { error: 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।' } },
};
export const PhoneChallengeMissing: Story = {
  args: { phone: '9876543210', error: 'Please complete the verification challenge' },
  parameters: { hindiArgs: { error: 'कृपया पहले जाँच पूरी करें' } },
};

const otp = withDefaults(OtpStep, {
  phone: '9876543210',
  code: '',
  onCodeChange: noop,
  onComplete: noop,
  verifying: false,
  onVerify: noop,
  onBack: noop,
});

export const OtpVerificationCodeEmpty: Story = { render: () => otp() };
export const OtpVerificationCodeVerifying: Story = { render: () => otp({ code: '1234', verifying: true }) };
export const OtpVerificationCodeInvalid: Story = {
  render: (_args, { globals }) => otp({ error: storyTexts(loginMessages, globals).invalidOtp }),
};
