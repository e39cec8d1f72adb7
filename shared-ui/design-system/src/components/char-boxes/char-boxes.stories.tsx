import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ControlledField, storyField } from '../segmented-input/controlled-field';
import { storyWords } from '../story-words';
import { CharBoxes } from './char-boxes';

const meta = {
  title: 'Design system/Components/CharBoxes',
  component: CharBoxes,
  render: (args) => <ControlledField {...args} Field={CharBoxes} testId="chars-value" />,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof CharBoxes>;
export default meta;
type Story = StoryObj<typeof meta>;

const { boxes, shown } = storyField('charBoxLabel', 'chars-value');

export const Empty: Story = {};
export const Prefilled: Story = { args: { value: '1234' } };
export const WithError: Story = storyWords(
  { value: 'AB', error: 'Please enter the last 4 digits of the vehicle number' },
  { error: 'कृपया गाड़ी के नंबर के आख़िरी 4 अक्षर डालें' },
);
export const Disabled: Story = { args: { value: 'DK12', disabled: true } };

export const TypingUppercasesAndMoves: Story = {
  play: async ({ canvasElement, globals }) => {
    const [first, second, , fourth] = boxes(canvasElement, globals);
    await expect(first).toHaveAttribute('autocapitalize', 'characters');
    await userEvent.click(first!);
    await userEvent.keyboard('d');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('k-1');
    await expect(shown(canvasElement)).toBe('DK1');
    await expect(fourth).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(shown(canvasElement)).toBe('DK');
  },
};

export const PasteSpreads: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(boxes(canvasElement, globals)[0]!);
    await userEvent.paste('hr-26 dk 1234');
    await expect(shown(canvasElement)).toBe('HR26');
  },
};
