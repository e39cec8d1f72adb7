import { defineMessages } from '@qr/runtime/i18n';

/**
 * The preview marker: shown only to a tester previewing a release; and the notice of a
 * preview link that is not signed for this site, or has expired (preview-notice.tsx).
 */
const en = {
  label: 'Preview',
  previewing: 'Preview: {app} {version}',
  end: 'End preview',
  refused: 'This preview link is not valid or has expired. You are seeing the live site.',
};
export type PreviewTexts = typeof en;
export const previewMessages = defineMessages(en, () => import('./messages.hi'));
