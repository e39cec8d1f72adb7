import type { Meta, StoryObj } from '@storybook/react-vite';
import { temporaryVehicle } from '../shared/story-fixtures';
import { EditContactDialog } from './edit-contact-dialog';
import { EditNumberDialog } from './edit-number-dialog';
import { validateContact } from './edit-validation';
import { PauseSheet } from './pause-sheet';
import type { EditedVehicle } from './use-edit-form';

/** Drafts are kept under vehicleEditDraft:story:{field}. */
const edited: EditedVehicle = { id: 'story', vehicle: temporaryVehicle, onSaved: () => undefined };

const meta = {
  title: 'Screens/Owner/Vehicle details/Edit contact dialog',
  component: EditContactDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    title: 'Edit Alternate Contact',
    label: 'Alternate contact',
    initialDigits: '9811111111',
    edited,
    field: 'alternateContact',
    validate: validateContact,
  },
  // The vehicle details screen's words in Hindi.
  parameters: { hindiArgs: { title: 'दूसरा नंबर बदलें', label: 'दूसरा नंबर' } },
} satisfies Meta<typeof EditContactDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {};
export const Empty: Story = { args: { initialDigits: '' } };
export const UpdateNumber: Story = {
  render: () => <EditNumberDialog open onOpenChange={() => undefined} edited={edited} />,
};
export const PauseBottomSheet: Story = {
  render: () => (
    <PauseSheet open onOpenChange={() => undefined} vehicleNumber="DL01AB1234" onConfirm={async () => true} />
  ),
};
