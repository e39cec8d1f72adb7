import type { Translation } from 'shared-ui/i18n';
import type { ShellTexts } from './shell-messages';

const hindi: Translation<ShellTexts> = {
  loading: 'लोड हो रहा है',
  unavailableTitle: 'साइट का यह हिस्सा अभी नहीं खुल रहा',
  tryAgain: 'फिर से कोशिश करें',
  closeNotification: 'सूचना बंद करें',
  notifications: 'सूचनाएँ',
  notification: 'सूचना',
};

export default hindi;
