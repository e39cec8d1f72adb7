import type { Translation } from '@qr/runtime/i18n';
import type { StepperTexts } from './messages';

const hindi: Translation<StepperTexts> = { completed: '(पूरा हुआ)', progress: 'कहाँ तक पहुँचे' };

export default hindi;
