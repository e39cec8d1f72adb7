import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../button/button';
import { ErrorState } from './error-state';

const meta = {
  title: 'Design system/Components/ErrorState',
  component: ErrorState,
  args: { message: 'Failed to fetch vehicle info', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch vehicle info');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const MessageOnly: Story = { args: { message: 'Something went wrong', onRetry: undefined } };
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
};
