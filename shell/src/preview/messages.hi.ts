import type { Translation } from 'shared-ui/i18n';
import type { PreviewTexts } from './messages';

const hindi: Translation<PreviewTexts> = {
  label: 'प्रीव्यू',
  previewing: 'प्रीव्यू: {app} {version}',
  end: 'प्रीव्यू बंद करें',
};

export default hindi;
