// A small static file server that behaves like the CDN in front of each app: brotli or gzip, CORS for
// remotes, SPA fallback for the shell, immutable caching for hashed assets and no caching for
// the files that name other files (index.html, mf-manifest.json, remoteEntry.js, runtime-config.json).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png)$/;
const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|map)$/;

/** Brotli at its highest quality, as a CDN serves built files: computed once per file version. */
const brotliCache = new Map();
function brotli(filePath) {
  const { mtimeMs, size } = statSync(filePath);
  const key = `${filePath}:${mtimeMs}:${size}`;
  if (!brotliCache.has(key)) {
    const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    brotliCache.set(key, brotliCompressSync(readFileSync(filePath), { params: quality }));
  }
  return brotliCache.get(key);
}

/** The encoding to answer with: brotli where the client takes it, else gzip, for text files only. */
export function encodingFor(filePath, acceptEncoding = '') {
  if (!COMPRESSIBLE.test(filePath)) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
}

export function cacheControlFor(filePath) {
  return HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {{ root: string, overlay?: string, port: number, spa?: boolean, cors?: boolean, host?: string, documentHeaders?: (pathname: string) => Record<string, string> }} options
 *   overlay: a folder whose files win over root's (the environment's runtime-config.json lives there,
 *   so rebuilding dist/ never replaces the deployed configuration)
 *   documentHeaders: extra headers for HTML documents, computed per request from the requested path (e.g. the
 *   Content-Security-Policy)
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({
  root,
  overlay,
  port,
  spa = false,
  cors = false,
  host = 'localhost',
  documentHeaders = () => ({}),
}) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let relative = decodeURIComponent(url.pathname);
    if (relative.endsWith('/')) relative += 'index.html';
    const safeRelative = path.normalize(relative);
    const overlayPath = overlay ? path.join(overlay, safeRelative) : null;
    let filePath = overlayPath && existsSync(overlayPath) ? overlayPath : path.join(root, safeRelative);
    if (!filePath.startsWith(root) && !(overlay && filePath.startsWith(overlay))) {
      response.writeHead(403).end();
      return;
    }
    const isFile = existsSync(filePath) && statSync(filePath).isFile();
    if (!isFile && spa && !path.extname(relative)) filePath = path.join(root, 'index.html');
    else if (!isFile) {
      response.writeHead(404, {
        'Content-Type': 'text/plain',
        ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
      });
      response.end('Not found');
      return;
    }
    const headers = {
      'Content-Type': TYPES[path.extname(filePath)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(filePath),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (cors) headers['Access-Control-Allow-Origin'] = '*';
    if (filePath.endsWith('.html')) Object.assign(headers, documentHeaders(url.pathname));
    const encoding = encodingFor(filePath, request.headers['accept-encoding']);
    if (encoding) headers['Content-Encoding'] = encoding;
    response.writeHead(200, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    if (encoding === 'br') {
      response.end(brotli(filePath));
      return;
    }
    const stream = createReadStream(filePath);
    (encoding === 'gzip' ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
