import type { Translation } from 'shared-ui/i18n';
import type { RoutingTexts } from './messages';

const hindi: Translation<RoutingTexts> = {
  loading: 'लोड हो रहा है',
  unavailableTitle: 'साइट का यह हिस्सा अभी नहीं खुल रहा',
  tryAgain: 'फिर से कोशिश करें',
  closeNotification: 'सूचना बंद करें',
  notifications: 'सूचनाएँ',
};

export default hindi;
