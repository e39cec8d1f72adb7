import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { storyWords } from '../story-words';
import { TextArea } from './text-area';

interface ControlledProps {
  label: string;
  placeholder: string;
  initial?: string;
  error?: string;
  disabled?: boolean;
}

function Controlled(props: ControlledProps) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <TextArea
      label={props.label}
      value={value}
      maxLength={500}
      showCount
      error={props.error}
      disabled={props.disabled}
      placeholder={props.placeholder}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

const meta = {
  title: 'Design system/Components/TextArea',
  component: Controlled,
  // The help screen's words in Hindi.
  ...storyWords(
    { label: 'Describe your question', placeholder: 'Type your query here' },
    { label: 'अपना सवाल लिखें', placeholder: 'अपना सवाल यहाँ लिखें' },
  ),
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typing: Story = {
  parameters: { typed: ['My sticker is fading'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'My sticker is fading');
    await expect(canvas.getByText('20/500')).toBeInTheDocument();
  },
};
export const WithError: Story = {
  args: { initial: 'Hi', error: 'Please describe your question' },
  parameters: { typed: ['Hi'], hindiArgs: { error: 'कृपया अपना सवाल लिखें' } },
};
export const Disabled: Story = storyWords(
  { initial: 'Sending this query…', disabled: true },
  { initial: 'यह सवाल भेजा जा रहा है…' },
);
