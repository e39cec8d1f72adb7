import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneIcon } from '../icons/icons';
import { Button, ButtonLink } from './button';

const meta = {
  title: 'Design system/Components/Button',
  component: Button,
  args: { children: 'Send OTP', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send OTP' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Back to Login' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Resend OTP' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Pause service' } };
export const Small: Story = { args: { size: 'sm', children: 'See All' } };
export const Large: Story = { args: { size: 'lg', children: 'Get Started' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Verify OTP' } };
export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PhoneIcon /> Call Owner
      </>
    ),
  },
};
export const Loading: Story = {
  args: { loading: true, children: 'Verify OTP' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Verify OTP' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true, children: 'Send OTP' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <Button loading>Loading</Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
};

export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ButtonLink to="/howtouse">How to Use</ButtonLink>
      <ButtonLink to="/contact" variant="secondary" fullWidth>
        Contact Us
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};
