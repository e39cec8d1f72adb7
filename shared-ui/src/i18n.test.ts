import * as vitest from 'vitest';
import { describePackageTexts } from './i18n/page-bundle-check';

const catalogs = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });
describePackageTexts(vitest, { name: 'shared-ui', srcDir: import.meta.dirname, catalogs });
