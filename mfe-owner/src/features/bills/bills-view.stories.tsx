import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillsView } from './bills-view';

const meta = {
  title: 'Screens/Owner/Bills/Bills',
  component: BillsView,
  args: { onSwipeComplete: () => undefined },
} satisfies Meta<typeof BillsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeOffer: Story = {};

/** Something due (not the case during early access): the swipe to pay is enabled. */
export const WithAmountDue: Story = { args: { amountDue: 499 } };
