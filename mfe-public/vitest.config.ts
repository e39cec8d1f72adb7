export { default } from '@qr/platform/vitest.apps';
