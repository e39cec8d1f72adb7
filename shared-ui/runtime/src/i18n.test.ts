import * as vitest from 'vitest';
import { describePackageTexts } from './i18n/page-bundle-check';

const catalogs = import.meta.glob<Record<string, unknown>>(['./**/messages.ts', '!./i18n/messages.ts'], {
  eager: true,
});
describePackageTexts(vitest, { name: '@qr/runtime', srcDir: import.meta.dirname, catalogs });
