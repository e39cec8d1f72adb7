/** For tests: jsdom drops `secure` cookies on http, so cookie writes are observed through the setter. */
export function recordCookieWrites() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => '',
    set: (value: string) => writes.push(value),
  });
  return { writes, restore: () => descriptor && Object.defineProperty(document, 'cookie', descriptor) };
}
