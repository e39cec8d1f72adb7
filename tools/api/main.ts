/** Starts the local API: `node tools/api/main.ts` (port from API_PORT, default 4000). */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';

const port = Number(process.env.API_PORT ?? 4000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`API_PORT must be a port number, got ${process.env.API_PORT}`);
  process.exit(1);
}

const server = serve({ fetch: createApp().fetch, port }, (info) => {
  console.log(`Local API listening on http://localhost:${info.port}`);
});
// Node closes an idle kept-alive connection after 5 s, the same idle time after which its clients (the
// e2e suite's request contexts) stop reusing one: a request sent at that moment met a closed socket
// (ECONNRESET, "socket hang up"). Idle connections are now the client's to close.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
