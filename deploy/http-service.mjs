// What the deploy's HTTP services (the deploy API, the health collector) share: a request body never held
// past a limit, counted as it arrives, and a client that goes away midway said apart from a body that is too
// large; refusals with their status; small answers.

/** An answer decided before the end: status and a one-line error. */
export class Refusal extends Error {
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** One small answer: JSON (a line) or plain text, never cached, never sniffed. */
export function send(response, status, body, headers = {}) {
  if (response.headersSent || response.destroyed) return;
  const text = typeof body === 'string' ? body : `${JSON.stringify(body)}\n`;
  response.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(text);
}

/** The media type of a Content-Type header (its parameters, such as charset, aside), lower case. */
export const mediaType = (header) => (typeof header === 'string' ? header.split(';')[0].trim().toLowerCase() : '');

/** The client went away (or its connection failed) before its request ended. */
export class ClientGone extends Error {}

/**
 * The request's body, at most `limit` bytes: a declared Content-Length over it, or the bytes counted as they
 * arrive, reject with `tooLarge()` and reading stops at once (the rest is never read).
 * @param {import('node:http').IncomingMessage} request
 * @param {number} limit
 * @param {() => Error} tooLarge  the service's own refusal (its 413)
 * @returns {Promise<Buffer>}
 */
export function readLimitedBody(request, limit, tooLarge) {
  if (Number(request.headers['content-length']) > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks = [];
    let length = 0;
    const onData = (chunk) => {
      length += chunk.length;
      if (length > limit) {
        stop();
        request.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, length));
    };
    const onGone = () => {
      stop();
      reject(new ClientGone('the client went away before its request ended'));
    };
    function stop() {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onGone);
      request.off('close', onGone);
      // An error after this (the client going away) must not be an unhandled 'error' event.
      request.on('error', () => {});
    }
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onGone);
    request.on('close', onGone);
  });
}

/** Ctrl-C or SIGTERM closes the service once (what it is doing ends first), then the process exits. */
export function closeOnSignals(service) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      service.close().then(() => process.exit(0));
    });
  }
}
