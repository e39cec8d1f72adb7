// Production builds swap the federation SDK's error sentences for federation-error-texts.mjs
// (rspack-app.mjs): an error must still name its code and link to the docs page that explains it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const platform = createRequire(import.meta.url);
const errorCodesEntry = createRequire(platform.resolve('@module-federation/enhanced/rspack')).resolve(
  '@module-federation/error-codes',
);
const importFrom = (file: string) => import(pathToFileURL(file).href);

describe('the federation error texts of production builds', () => {
  it('keep the code, the arguments and the docs link of each error', async () => {
    const errorCodes = await importFrom(errorCodesEntry.replace(/\.cjs$/, '.mjs'));
    const texts = await importFrom(path.join(import.meta.dirname, 'federation-error-texts.mjs'));
    const message: string = errorCodes.getShortErrorMsg(errorCodes.RUNTIME_008, texts.runtimeDescMap, {
      url: 'https://cdn.example.in/public/remoteEntry.js',
    });
    expect(message).toContain('Module Federation error #RUNTIME-008');
    expect(message).toContain('https://cdn.example.in/public/remoteEntry.js');
    expect(message).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-008');
    // Every map the runtime indexes answers for any code.
    for (const map of ['runtimeDescMap', 'typeDescMap', 'buildDescMap', 'errorDescMap']) {
      expect(texts[map][errorCodes.TYPE_001]).toBe('Module Federation error');
    }
  });
});
