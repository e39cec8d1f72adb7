import type { Translation } from '@qr/runtime/i18n';
import type { QueriesTexts } from './messages';

const hindi: Translation<QueriesTexts> = {
  title: 'यूज़र के सवाल',
  adminBadge: 'एडमिन',
  loading: 'सवाल लोड हो रहे हैं',
  total: 'कुल सवाल',
  recent: 'हाल के सवाल',
  empty: 'अभी तक कोई सवाल नहीं आया',
  loadingMore: 'और सवाल लोड हो रहे हैं...',
  noMore: 'इसके आगे कोई सवाल नहीं है',
  queryNumber: 'सवाल #{id}',
  detailsTitle: 'सवाल की जानकारी',
  close: 'बंद करें',
  markNoted: 'नोट करें',
  phone: 'फ़ोन',
  date: 'तारीख',
  message: 'संदेश',
  noted: 'सवाल आगे देखने के लिए नोट हो गया',
  forbidden: 'यह पेज आप नहीं खोल सकते। इसके लिए एडमिन होना ज़रूरी है।',
  failed: 'सवाल लोड नहीं हो पाए',
  unknown: 'कुछ गड़बड़ हो गई',
};

export default hindi;
