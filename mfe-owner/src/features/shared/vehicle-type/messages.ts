import { defineMessages } from '@qr/runtime/i18n';

/** A vehicle's type, as its badge names it (the vehicle list and the vehicle details). */
const en = {
  personal: 'Personal',
  commercial: 'Commercial',
};

export type VehicleTypeTexts = typeof en;
export const vehicleTypeMessages = defineMessages(en, () => import('./messages.hi'));
