import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyWords } from '../story-words';
import { useStoryState } from '../use-story-state';
import { PhoneField, type PhoneFieldProps } from './phone-field';

function Controlled(props: PhoneFieldProps) {
  const [value, setValue] = useStoryState(props.value, props.onChange);
  return <PhoneField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/Components/PhoneField',
  component: PhoneField,
  render: (args) => <Controlled {...args} />,
  // The login and registration screens' words in Hindi.
  ...storyWords({ label: 'Mobile number', value: '', onChange: fn(), onComplete: fn() }, { label: 'मोबाइल नंबर' }),
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(args.label);
    await userEvent.type(input, '98a7654-3210 77');
    await expect(input).toHaveValue('9876543210');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('9876543210');
  },
};
export const Filled: Story = storyWords(
  { value: '9876543210', hint: 'The OTP will be sent to this number on WhatsApp' },
  { label: 'मोबाइल नंबर', hint: 'हम इस नंबर पर WhatsApp से OTP भेजेंगे।' },
);
export const WithError: Story = storyWords(
  { value: '5123456789', error: 'Please enter a valid Indian mobile number' },
  { label: 'मोबाइल नंबर', error: 'कृपया सही भारतीय मोबाइल नंबर डालें' },
);
export const Disabled: Story = { args: { value: '9876543210', disabled: true } };
