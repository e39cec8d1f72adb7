import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VehicleNumber } from './vehicle-number';

const meta = {
  title: 'Design system/Components/VehicleNumber',
  component: VehicleNumber,
  args: { value: 'DL01AB1234' },
  render: ({ value }) => (
    <span style={{ fontFamily: 'var(--font-mono)', fontSize: 'var(--font-size-2xl)', fontWeight: 700 }}>
      <VehicleNumber value={value} />
    </span>
  ),
} satisfies Meta<typeof VehicleNumber>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneLine: Story = {};

/** Room for 8 of its 10 characters (large text on a small phone): it wraps after AB, not inside 1234. */
export const Narrow: Story = {
  render: ({ value }) => (
    <span
      data-testid="number"
      style={{
        display: 'block',
        width: '5em',
        fontFamily: 'var(--font-mono)',
        fontSize: 'var(--font-size-2xl)',
        fontWeight: 700,
        overflowWrap: 'anywhere',
      }}
    >
      <VehicleNumber value={value} />
    </span>
  ),
  play: async ({ canvas }) => {
    const number = canvas.getByTestId('number');
    await expect(number).toHaveTextContent('DL01AB1234');
    const lastRun = document.createRange();
    lastRun.selectNodeContents(number.lastChild as Node);
    const firstRun = document.createRange();
    firstRun.selectNodeContents(number.firstChild as Node);
    // 1234 starts a line of its own, below DL.
    await expect(lastRun.getBoundingClientRect().top).toBeGreaterThan(firstRun.getBoundingClientRect().top);
    await expect(lastRun.getClientRects().length).toBe(1);
  },
};
