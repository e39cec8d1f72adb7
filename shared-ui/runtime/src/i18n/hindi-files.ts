// The one naming rule for Hindi texts (docs/i18n.md, "Hindi files"): the Hindi of an English file sits next
// to it, named like it with `.hi.ts` (features/x/messages.ts -> messages.hi.ts), and loads only for a visitor
// who wants Hindi. A page's Hindi bundle is the Hindi file of the page (pages/sticker-page.hi.ts), exposed
// under the page's name + '.hi' ('./StickerPage' -> './StickerPage.hi').
// No imports: the build (Node), the shell's start-up code, the tests and the release gate all use it.

/** The Hindi file beside an English one: 'pages/sticker-page.tsx' -> 'pages/sticker-page.hi.ts'. */
export const hindiFileOf = (file: string): string => file.replace(/\.tsx?$/, '.hi.ts');

const HINDI_EXPOSE_SUFFIX = '.hi';

/** The federation name of a page's Hindi bundle: './StickerPage' -> './StickerPage.hi'. */
export const hindiExposeOf = (expose: string): string => `${expose}${HINDI_EXPOSE_SUFFIX}`;

/** Whether an exposed module (or a loadRemote id ending in one) is a page's Hindi bundle. */
export const isHindiExpose = (expose: string): boolean => expose.endsWith(HINDI_EXPOSE_SUFFIX);
