import css from '../tokens.css?raw';
import { parseTokens } from './parse-tokens';

/** tokens.css itself, read when Storybook builds: the token pages can never drift from it. */
export const TOKENS_CSS = css;
export const TOKENS = parseTokens(css);
