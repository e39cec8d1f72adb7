import type { Translation } from 'shared-ui/i18n';
import type { QueriesErrorTexts } from './messages';

const hindi: Translation<QueriesErrorTexts> = {
  forbidden: 'यह पेज आप नहीं खोल सकते। इसके लिए एडमिन होना ज़रूरी है।',
  failed: 'सवाल लोड नहीं हो पाए',
  unknown: 'कुछ गड़बड़ हो गई',
};

export default hindi;
