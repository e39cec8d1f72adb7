import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { storyWords } from '../story-words';
import { phoneWidth } from './story-width';
import { SwipeBar } from './swipe-bar';

const meta = {
  title: 'Design system/Components/SwipeBar',
  component: SwipeBar,
  // The bills screen's words in Hindi.
  ...storyWords({ label: 'Swipe to pay', onComplete: fn() }, { label: 'भुगतान के लिए खिसकाएँ' }),
  decorators: [phoneWidth],
} satisfies Meta<typeof SwipeBar>;
export default meta;
type Story = StoryObj<typeof meta>;

function press(handle: HTMLElement) {
  const startX = handle.getBoundingClientRect().left + 28;
  fireEvent.pointerDown(handle, { clientX: startX, pointerId: 1, button: 0, pointerType: 'touch', isPrimary: true });
  return {
    move: (dx: number) =>
      fireEvent.pointerMove(handle, { clientX: startX + dx, pointerId: 1, pointerType: 'touch', isPrimary: true }),
    release: (dx: number) =>
      fireEvent.pointerUp(handle, { clientX: startX + dx, pointerId: 1, pointerType: 'touch', isPrimary: true }),
  };
}

export const Idle: Story = {};
export const Disabled: Story = { args: { disabled: true } };

export const CompletesAt150CappedAt200: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: args.label });
    const drag = press(handle);
    drag.move(120);
    await expect(handle.style.transform).toBe('translateX(120px)');
    drag.move(320);
    await expect(handle.style.transform).toBe('translateX(200px)');
    drag.release(320);
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(handle.style.transform).toBe('translateX(0px)');
  },
};

export const SnapsBackBelow150: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: args.label });
    const drag = press(handle);
    drag.move(149);
    drag.release(149);
    await expect(args.onComplete).not.toHaveBeenCalled();
    await expect(handle.style.transform).toBe('translateX(0px)');
    const exact = press(handle);
    exact.release(150);
    await expect(args.onComplete).toHaveBeenCalledOnce();
  },
};

export const KeyboardComplete: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: args.label }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onComplete).toHaveBeenCalledOnce();
  },
};
