import { storyTexts } from '@qr/design-system/story-texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryBotCheck } from '../shared/story-bot-check';
import { withDefaults } from '../shared/story-defaults';
import { registrationMessages } from './messages';
import { VehicleDetailsStep, type VehicleDetailsValues } from './vehicle-details-step';
import { VerificationStep } from './verification-step';

const noop = () => undefined;
const empty: VehicleDetailsValues = {
  vehicleNumber: '',
  temporaryTicked: false,
  vehicleType: 'PERSONAL',
  primary: '',
  emergency: '',
};
const filled: VehicleDetailsValues = {
  vehicleNumber: 'HR26DQ5551',
  temporaryTicked: false,
  vehicleType: 'COMMERCIAL',
  primary: '9700000201',
  emergency: '9700000202',
};

const meta = {
  title: 'Screens/Public/Registration/Vehicle details and OTP (verification code)',
  component: VehicleDetailsStep,
  args: {
    values: empty,
    onVehicleNumberChange: noop,
    onTemporaryChange: noop,
    onVehicleTypeChange: noop,
    onPrimaryChange: noop,
    onEmergencyChange: noop,
    showTemporary: false,
    canContinue: false,
    sending: false,
    onContinue: noop,
    botCheck: <StoryBotCheck state="loading" />,
  },
} satisfies Meta<typeof VehicleDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Ready: Story = { args: { values: filled, canContinue: true, botCheck: <StoryBotCheck /> } };
export const Temporary: Story = {
  args: {
    values: { ...filled, vehicleNumber: 'T0123456789077', temporaryTicked: true },
    showTemporary: true,
    canContinue: true,
  },
};
export const Errors: Story = {
  args: {
    values: { ...filled, primary: '5123456789', emergency: '5123456789' },
    primaryError: 'Please enter a valid Indian mobile number',
    emergencyError: 'Emergency contact should be different from primary contact',
  },
  parameters: {
    hindiArgs: {
      primaryError: 'कृपया सही भारतीय मोबाइल नंबर डालें',
      emergencyError: 'इमरजेंसी नंबर मुख्य नंबर से अलग होना चाहिए',
    },
  },
};
export const ChallengePending: Story = {
  args: { values: filled, blocker: 'Please complete the verification challenge' },
  parameters: { hindiArgs: { blocker: 'कृपया पहले जाँच पूरी करें' } },
};
export const Sending: Story = {
  args: { values: filled, canContinue: true, sending: true, botCheck: <StoryBotCheck /> },
};
export const SendFailed: Story = {
  args: { values: filled, error: 'Failed to send OTP' },
  parameters: { hindiArgs: { error: 'OTP नहीं भेजा जा सका' } },
};

const verification = withDefaults(VerificationStep, {
  phone: '9700000201',
  code: '',
  onCodeChange: noop,
  verifying: false,
  onVerify: noop,
  showResend: true,
  canResend: true,
  resending: false,
  onResend: noop,
  botCheck: <StoryBotCheck />,
  onEditDetails: noop,
});

export const OtpVerificationCodeEmpty: Story = { render: () => verification() };
export const OtpVerificationCodeVerifying: Story = { render: () => verification({ code: '1234', verifying: true }) };
export const OtpVerificationCodeInvalid: Story = {
  render: (_args, { globals }) => verification({ error: storyTexts(registrationMessages, globals).invalidOtp }),
};
export const OtpVerificationCodeResent: Story = {
  render: (_args, { globals }) => verification({ notice: storyTexts(registrationMessages, globals).codeResent }),
};
export const OtpNoMoreResends: Story = {
  render: (_args, { globals }) =>
    verification({ showResend: false, error: storyTexts(registrationMessages, globals).verifyFailed }),
};
export const OtpRegisterFailed: Story = {
  render: (_args, { globals }) =>
    verification({ code: '1234', error: storyTexts(registrationMessages, globals).registerFailed }),
};
