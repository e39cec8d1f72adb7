import type { MessageCatalog, Messages } from '@qr/runtime/i18n';

/**
 * For stories' play functions: a catalog's texts in the story's language (the toolbar's, or the Hindi test
 * run's), so that one play function finds the same elements in English and in Hindi.
 */
export function storyTexts<M extends Messages>(catalog: MessageCatalog<M>, globals: { language?: unknown }): M {
  return globals.language === 'hi' ? (catalog.hi() ?? catalog.en) : catalog.en;
}
