import type { MessageCatalog, Messages } from '@qr/runtime/i18n';

/** Every catalog a story can show: the design system's, the remotes' and the shell's status pages'. */
const catalogFiles = import.meta.glob<Record<string, unknown>>([
  '../src/**/messages.ts',
  '../../runtime/src/**/messages.ts',
  '!../../runtime/src/i18n/messages.ts',
  '../../../mfe-*/src/**/messages.ts',
  '../../../shell/src/status/*messages.ts',
]);

const isCatalog = (value: unknown): value is MessageCatalog<Messages> =>
  typeof value === 'object' && value !== null && 'en' in value && 'load' in value;

/**
 * A story in Hindi gets its texts before it renders, as a page gets its Hindi bundle with its code: the story
 * then renders in Hindi at once, and its play function never meets an empty canvas (a catalog still waiting).
 */
export async function loadHindiTexts(): Promise<void> {
  const modules = await Promise.all(Object.values(catalogFiles).map((load) => load()));
  const catalogs = modules.flatMap((module) => Object.values(module).filter(isCatalog));
  await Promise.all(catalogs.map((catalog) => catalog.load()));
}
