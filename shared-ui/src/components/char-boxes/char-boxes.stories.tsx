import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CharBoxes, type CharBoxesProps } from './char-boxes';

function Controlled(props: CharBoxesProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <CharBoxes
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <output data-testid="chars-value" style={{ color: 'var(--color-muted)', fontSize: 14 }}>
        Value: {value || '(empty)'}
      </output>
    </div>
  );
}

const meta = {
  title: 'Design system/Components/CharBoxes',
  component: CharBoxes,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof CharBoxes>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) =>
  [1, 2, 3, 4].map((n) => within(canvasElement).getByRole('textbox', { name: `Character ${n} of 4` }));
const shown = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('chars-value').textContent;

export const Empty: Story = {};
export const Prefilled: Story = { args: { value: '1234' } };
export const WithError: Story = {
  args: { value: 'AB', error: 'Please enter the last 4 digits of the vehicle number' },
};
export const Disabled: Story = { args: { value: 'DK12', disabled: true } };

export const TypingUppercasesAndMoves: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, , fourth] = boxes(canvasElement);
    await expect(first).toHaveAttribute('autocapitalize', 'characters');
    await userEvent.click(first!);
    await userEvent.keyboard('d');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('k-1');
    await expect(shown(canvasElement)).toBe('Value: DK1');
    await expect(fourth).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(shown(canvasElement)).toBe('Value: DK');
  },
};

export const PasteSpreads: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(boxes(canvasElement)[0]!);
    await userEvent.paste('hr-26 dk 1234');
    await expect(shown(canvasElement)).toBe('Value: HR26');
  },
};
