// A request body read by the deploy's HTTP services (the deploy API, the health collector): never held past a
// limit, counted as it arrives, and a client that goes away midway said apart from a body that is too large.

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
