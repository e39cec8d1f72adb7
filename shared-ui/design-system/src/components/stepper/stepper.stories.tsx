import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './stepper';

const meta = {
  title: 'Design system/Components/Stepper',
  component: Stepper,
  args: { steps: ['Vehicle Details', 'Verification'], current: 0 },
  // The registration screen's steps in Hindi.
  parameters: { hindiArgs: { steps: ['गाड़ी की जानकारी', 'नंबर की जाँच'] } },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VehicleDetails: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(second).not.toHaveAttribute('aria-current');
  },
};
export const Verification: Story = { args: { current: 1 } };
