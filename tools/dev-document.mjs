// The shell's dev server (pnpm start, tools/start.mjs) writes the document as nginx does in production:
// <html lang> and the first screen's texts in the visitor's language (the `language` cookie, else
// Accept-Language, by shared-ui's document-language rules) from the same route texts (deploy/document-texts.mjs).
// Without it the first screen showed __PAGE_HEADLINE__ and the other placeholders until the app rendered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentWithTexts } from '../deploy/document-texts.mjs';
import { documentLanguage, languageCookieOf } from '../shared-ui/runtime/src/i18n/document-language.ts';

/** The dev runtime-config.json (its declared routes are pages too). */
const DEV_CONFIG = path.join(import.meta.dirname, '..', 'shell', 'public', 'runtime-config.json');

/**
 * index.html for one request to the dev server.
 * @param {string} html the built index.html
 * @param {{ pathname: string, cookie?: string, acceptLanguage?: string, origin: string }} request
 */
export function devDocument(html, { pathname, cookie, acceptLanguage, origin }) {
  const language = documentLanguage({ cookie: languageCookieOf(cookie), acceptLanguage });
  const config = JSON.parse(readFileSync(DEV_CONFIG, 'utf8'));
  return documentWithTexts(html, { config, pathname, language, shareImage: new URL('/og-image.png', origin).href });
}

/** A page of the app, not a file: what nginx answers with the document (shell.conf.template's location /). */
function isDocumentRequest(request) {
  const pathname = new URL(request.url, 'http://localhost').pathname;
  return (request.method === 'GET' || request.method === 'HEAD') && !/\.[A-Za-z0-9]+$/.test(pathname);
}

/**
 * The dev server's configuration with a middleware in front that answers every page with devDocument.
 * @param {object} config an rspack configuration whose devServer serves the shell
 */
export function withDevDocument(config) {
  const setupMiddlewares = config.devServer?.setupMiddlewares ?? ((middlewares) => middlewares);
  return {
    ...config,
    devServer: {
      ...config.devServer,
      setupMiddlewares: (middlewares, server) => {
        const answerDocument = (request, response, next) => {
          if (!isDocumentRequest(request)) return next();
          server.middleware.waitUntilValid(() => {
            const { outputFileSystem, compiler } = server.middleware.context;
            let html;
            try {
              html = outputFileSystem.readFileSync(path.join(compiler.outputPath, 'index.html'), 'utf8');
            } catch {
              return next();
            }
            const body = devDocument(html, {
              pathname: new URL(request.url, 'http://localhost').pathname,
              cookie: request.headers.cookie,
              acceptLanguage: request.headers['accept-language'],
              origin: `http://${request.headers.host ?? 'localhost'}`,
            });
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Vary', 'Accept-Language, Cookie');
            response.end(request.method === 'HEAD' ? undefined : body);
          });
        };
        return setupMiddlewares([{ name: 'document-in-language', middleware: answerDocument }, ...middlewares], server);
      },
    },
  };
}
