// @qr/runtime/i18n/testing: the checks every package's src/i18n.test.ts runs (Node, Vitest). Never in a bundle.

export { catalogFilesOf, catalogsWithoutHindi, describePackageTexts, exposedPages } from './page-bundle-check';
export { catalogProblems, translationProblems } from './translation-check';
