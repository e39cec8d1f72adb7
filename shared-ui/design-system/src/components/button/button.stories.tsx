import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneIcon } from '../icons/icons';
import { storyWords } from '../story-words';
import { Button, ButtonLink } from './button';

const meta = {
  title: 'Design system/Components/Button',
  component: Button,
  // The login and registration screens' words in Hindi.
  ...storyWords({ children: 'Send OTP', onClick: fn() }, { children: 'OTP भेजें' }),
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: String(args.children) }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = storyWords(
  { variant: 'secondary', children: 'Back to Login' },
  { children: 'लॉग इन पर वापस जाएँ' },
);
export const Ghost: Story = storyWords({ variant: 'ghost', children: 'Resend OTP' }, { children: 'OTP फिर से भेजें' });
export const Danger: Story = storyWords({ variant: 'danger', children: 'Pause service' }, { children: 'सर्विस रोकें' });
export const Small: Story = storyWords({ size: 'sm', children: 'See All' }, { children: 'सभी देखें' });
export const Large: Story = storyWords({ size: 'lg', children: 'Get Started' }, { children: 'शुरू करें' });
export const FullWidth: Story = storyWords({ fullWidth: true, children: 'Verify OTP' }, { children: 'OTP जाँचें' });
export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PhoneIcon /> Call Owner
      </>
    ),
  },
  parameters: {
    hindiArgs: {
      children: (
        <>
          <PhoneIcon /> मालिक को कॉल
        </>
      ),
    },
  },
};
export const Loading: Story = {
  ...storyWords({ loading: true, children: 'Verify OTP' }, { children: 'OTP जाँचें' }),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: String(args.children) });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };

const VARIANT_NAMES = {
  primary: 'Primary',
  secondary: 'Secondary',
  ghost: 'Ghost',
  danger: 'Danger',
  loading: 'Loading',
  disabled: 'Disabled',
};
const HINDI_VARIANT_NAMES: typeof VARIANT_NAMES = {
  primary: 'मुख्य',
  secondary: 'दूसरा',
  ghost: 'हल्का',
  danger: 'ख़तरा',
  loading: 'लोड हो रहा है',
  disabled: 'बंद',
};

export const AllVariants: Story = {
  render: (_args, { globals }) => {
    const names = globals.language === 'hi' ? HINDI_VARIANT_NAMES : VARIANT_NAMES;
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Button>{names.primary}</Button>
        <Button variant="secondary">{names.secondary}</Button>
        <Button variant="ghost">{names.ghost}</Button>
        <Button variant="danger">{names.danger}</Button>
        <Button loading>{names.loading}</Button>
        <Button disabled>{names.disabled}</Button>
      </div>
    );
  },
};

export const AsLink: Story = {
  render: (_args, { globals }) => {
    const hindi = globals.language === 'hi';
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ButtonLink to="/howtouse">{hindi ? 'कैसे इस्तेमाल करें' : 'How to Use'}</ButtonLink>
        <ButtonLink to="/contact" variant="secondary" fullWidth>
          {hindi ? 'हमसे संपर्क करें' : 'Contact Us'}
        </ButtonLink>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const name = globals.language === 'hi' ? 'हमसे संपर्क करें' : 'Contact Us';
    await expect(within(canvasElement).getByRole('link', { name })).toHaveAttribute('href', '/contact');
  },
};
