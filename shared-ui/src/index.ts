/** shared-ui: the design system and the small runtime every remote shares (one copy at run time). */
import './tokens/tokens.css';

export * from './components/index.ts';
export * from './runtime/index.ts';
