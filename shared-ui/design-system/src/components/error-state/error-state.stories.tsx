import { storyTexts } from '@qr/design-system/story-texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../button/button';
import { componentMessages } from '../messages';
import { storyWords } from '../story-words';
import { ErrorState } from './error-state';

const meta = {
  title: 'Design system/Components/ErrorState',
  component: ErrorState,
  // The owner portal's words in Hindi.
  ...storyWords(
    { message: 'Failed to fetch vehicle info', onRetry: fn() },
    { message: 'गाड़ियों की जानकारी नहीं मिल पाई' },
  ),
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.message);
    await userEvent.click(canvas.getByRole('button', { name: storyTexts(componentMessages, globals).tryAgain }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const MessageOnly: Story = storyWords(
  { message: 'Something went wrong', onRetry: undefined },
  { message: 'कुछ गड़बड़ हो गई' },
);
export const WithAction: Story = {
  args: {
    message: 'Vehicle not found',
    onRetry: undefined,
    action: (
      <ButtonLink to="/vehicle-info" variant="secondary">
        Go Back
      </ButtonLink>
    ),
  },
  parameters: {
    hindiArgs: {
      message: 'गाड़ी नहीं मिली',
      action: (
        <ButtonLink to="/vehicle-info" variant="secondary">
          वापस जाएँ
        </ButtonLink>
      ),
    },
  },
};
