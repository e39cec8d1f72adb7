/**
 * The source folders of the apps and of shared-ui's run-time packages, from the repository's root: what the
 * tests that scan every app's code read (imports of shared names, date formatting, router exports).
 */
export const SOURCE_FOLDERS = [
  'shell/src',
  'mfe-public/src',
  'mfe-owner/src',
  'mfe-admin/src',
  'shared-ui/design-system/src',
  'shared-ui/runtime/src',
];
