import type { Translation } from '@qr/runtime/i18n';
import type { ShellTexts } from './shell-messages';

const hindi: Translation<ShellTexts> = {
  loading: 'लोड हो रहा है',
  unavailableTitle: 'साइट का यह हिस्सा अभी नहीं खुल रहा',
  tryAgain: 'फिर से कोशिश करें',
  closeNotification: 'सूचना बंद करें',
  notifications: 'सूचनाएँ',
  notification: 'सूचना',
  sessionReplaced: 'किसी दूसरे टैब में नया लॉग इन हुआ, इसलिए यह सेशन बंद हो गया। कृपया फिर से लॉग इन करें।',
  userInfoFailed: 'आपके अकाउंट की जानकारी नहीं मिल पाई',
};

export default hindi;
