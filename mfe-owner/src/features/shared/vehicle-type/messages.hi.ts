import type { Translation } from '@qr/runtime/i18n';
import type { VehicleTypeTexts } from './messages';

const hindi: Translation<VehicleTypeTexts> = {
  personal: 'निजी',
  commercial: 'कमर्शियल',
};

export default hindi;
