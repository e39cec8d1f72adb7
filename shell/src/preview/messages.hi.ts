import type { Translation } from '@qr/runtime/i18n';
import type { PreviewTexts } from './messages';

const hindi: Translation<PreviewTexts> = {
  label: 'प्रीव्यू',
  previewing: 'प्रीव्यू: {app} {version}',
  end: 'प्रीव्यू बंद करें',
  refused: 'यह प्रीव्यू लिंक सही नहीं है या इसका समय खत्म हो चुका है। आप लाइव साइट देख रहे हैं।',
};

export default hindi;
