import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area';

function Controlled(props: { initial?: string; error?: string; disabled?: boolean }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <TextArea
      label="Describe your question"
      value={value}
      maxLength={500}
      showCount
      error={props.error}
      disabled={props.disabled}
      placeholder="Type your query here"
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

const meta = { title: 'Design system/Components/TextArea', component: Controlled } satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'My sticker is fading');
    await expect(canvas.getByText('20/500')).toBeInTheDocument();
  },
};
export const WithError: Story = { args: { initial: 'Hi', error: 'Please describe your question' } };
export const Disabled: Story = { args: { initial: 'Sending this query…', disabled: true } };
