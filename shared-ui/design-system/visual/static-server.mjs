// A tiny static file server for the built Storybook (storybook-static/): GET only, no directory listings.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

function fileFor(root, url) {
  const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file.startsWith(root)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** Serves `root` on 127.0.0.1:`port` (0: any free port); resolves { url, close }. */
export function serveStatic(root, port = 0) {
  const absolute = path.resolve(root);
  const server = createServer((request, response) => {
    const file = request.method === 'GET' ? fileFor(absolute, request.url ?? '/') : null;
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({ url: `http://127.0.0.1:${bound}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
