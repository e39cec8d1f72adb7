// Production stand-in for @module-federation/error-codes' desc.mjs (see rspack-app.mjs). The federation
// runtime's errors keep their code, their arguments and the link to that code's page in the federation
// docs, as React's production errors do; the sentence per code is left out of the shell's entry and of
// every remoteEntry.js, both on every page (docs/decisions/0001-the-scanners-byte-budget.md).
const texts = new Proxy({}, { get: () => 'Module Federation error' });

export const runtimeDescMap = texts;
export const typeDescMap = texts;
export const buildDescMap = texts;
export const errorDescMap = texts;
