import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, MenuIcon, PhoneIcon } from '../icons/icons';
import { storyWords } from '../story-words';
import { IconButton } from './icon-button';

const meta = {
  title: 'Design system/Components/IconButton',
  component: IconButton,
  // The screens' words in Hindi.
  ...storyWords({ label: 'Close', icon: <CloseIcon />, onClick: fn() }, { label: 'बंद करें' }),
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.label }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = storyWords(
  { label: 'Menu', icon: <MenuIcon />, variant: 'secondary' },
  { label: 'मेन्यू' },
);
export const PrimaryLarge: Story = storyWords(
  { label: 'Call owner', icon: <PhoneIcon size={28} />, variant: 'primary', size: 'lg' },
  { label: 'मालिक को कॉल' },
);
export const Disabled: Story = storyWords(
  { label: 'Call owner', icon: <PhoneIcon />, variant: 'primary', disabled: true },
  { label: 'मालिक को कॉल' },
);
