import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { storyWords } from '../story-words';
import { phoneWidth } from '../swipe-bar/story-width';
import { HANDLE_SIZE_PX, SwipeToConfirm } from './swipe-to-confirm';

const meta = {
  title: 'Design system/Components/SwipeToConfirm',
  component: SwipeToConfirm,
  // The vehicle details screen's words in Hindi.
  ...storyWords(
    { label: 'Swipe to pause', confirmedLabel: 'Vehicle Paused', onConfirm: fn() },
    { label: 'रोकने के लिए खिसकाएँ', confirmedLabel: 'गाड़ी की सर्विस रुक गई' },
  ),
  decorators: [phoneWidth],
} satisfies Meta<typeof SwipeToConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drags the handle by `fraction` of the travel (track width minus the 56 px handle) and releases it. */
function dragBy(canvasElement: HTMLElement, label: string, fraction: number) {
  const canvas = within(canvasElement);
  const track = canvas.getByTestId('swipe-track');
  const handle = canvas.getByRole('button', { name: label });
  const travel = track.getBoundingClientRect().width - HANDLE_SIZE_PX;
  const startX = handle.getBoundingClientRect().left + 28;
  const endX = startX + travel * fraction;
  fireEvent.pointerDown(handle, { clientX: startX, pointerId: 1, button: 0, pointerType: 'touch', isPrimary: true });
  fireEvent.pointerMove(handle, { clientX: (startX + endX) / 2, pointerId: 1, pointerType: 'touch', isPrimary: true });
  fireEvent.pointerMove(handle, { clientX: endX, pointerId: 1, pointerType: 'touch', isPrimary: true });
  fireEvent.pointerUp(handle, { clientX: endX, pointerId: 1, pointerType: 'touch', isPrimary: true });
  return { handle, travel };
}

export const Idle: Story = {};
export const Danger: Story = { args: { tone: 'danger' } };
export const Disabled: Story = { args: { disabled: true } };

export const ConfirmsPast80Percent: Story = {
  play: async ({ canvasElement, args }) => {
    const { handle, travel } = dragBy(canvasElement, args.label, 0.85);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(handle.style.transform).toBe(`translateX(${travel}px)`);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(String(args.confirmedLabel));
  },
};

export const SnapsBackBelow80Percent: Story = {
  play: async ({ canvasElement, args }) => {
    const { handle } = dragBy(canvasElement, args.label, 0.75);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(handle.style.transform).toBe('translateX(0px)');
  },
};

export const KeyboardConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: args.label }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
