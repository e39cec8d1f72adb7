import { defineMessages } from 'shared-ui/i18n';

/** The preview marker (chunk "status-pages"): shown only to a tester previewing a release. */
const en = {
  label: 'Preview',
  previewing: 'Preview: {app} {version}',
  end: 'End preview',
};
export type PreviewTexts = typeof en;
export const previewMessages = defineMessages(
  en,
  () => import(/* webpackChunkName: "status-pages-hi" */ './messages.hi'),
);
