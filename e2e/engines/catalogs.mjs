// The words the smoke looks for, read from the apps' own catalogs (messages.ts, messages.hi.ts) and the e2e
// route table, so that a changed text or a new route never needs an edit here. Those files are TypeScript
// for the bundler: Node runs them with its type stripping, given two things a bundler gives them: imports
// without an extension, and @qr/runtime/i18n (React and Jotai), of which a catalog only calls defineMessages.
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DEFINE_MESSAGES_ONLY = `data:text/javascript,${encodeURIComponent('export const defineMessages = (en) => ({ en });')}`;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === '@qr/runtime/i18n') return { url: DEFINE_MESSAGES_ONLY, shortCircuit: true };
    // Only for TypeScript importing TypeScript: every other module resolves as Node would.
    if (context.parentURL?.endsWith('.ts') && /^\.\.?\//.test(specifier) && !path.extname(specifier)) {
      return nextResolve(`${specifier}.ts`, context);
    }
    return nextResolve(specifier, context);
  },
});

/** A catalog folder's texts in both languages: { en, hi }, each key to its text. */
export async function catalog(folder) {
  const url = (file) => pathToFileURL(path.join(ROOT, folder, file)).href;
  const english = await import(url('messages.ts'));
  const defined = Object.values(english).find((value) => value && typeof value === 'object' && 'en' in value);
  if (!defined) throw new Error(`${folder}/messages.ts defines no catalog`);
  const { default: hindi } = await import(url('messages.hi.ts'));
  return { en: defined.en, hi: { ...defined.en, ...hindi } };
}

/** Fills {name} placeholders. */
export const fill = (text, values) => text.replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole));

/** The e2e suite's route table (e2e/specs/support/routes.ts): [path, phone signed in or null]. */
export async function everyRoute() {
  const { EVERY_ROUTE } = await import(pathToFileURL(path.join(ROOT, 'e2e', 'specs', 'support', 'routes.ts')).href);
  return EVERY_ROUTE;
}

/** The local API's seed (phones, stickers). */
export async function seed() {
  return (await import(pathToFileURL(path.join(ROOT, 'tools', 'api', 'seed.ts')).href)).SEED;
}
