/**
 * shared-ui: the design system and the small runtime every app shares.
 * - The runtime (auth and config atoms, notify, HTTP client, user info) is 'shared-ui/runtime', a
 *   federation singleton: one copy, whoever loads first. It is re-exported here by package name, so
 *   that every app, and every component here, reaches that one copy.
 * - The components are not shared: each app bundles those it uses, so a page downloads only its own.
 * - The design tokens are imported once by each app's entry ('shared-ui/tokens.css'): a barrel is
 *   free of side effects, so a bundler may skip its body.
 */
export * from 'shared-ui/runtime';
export * from './components/index.ts';
export * from './server-data/index.ts';
export { runStandalone, type StandaloneRoute } from './standalone/run-standalone';
