import { describePackageTexts } from '@qr/runtime/i18n/testing';
import * as vitest from 'vitest';

const catalogs = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });
describePackageTexts(vitest, { name: 'mfe-owner', srcDir: import.meta.dirname, catalogs, pages: 8 });
