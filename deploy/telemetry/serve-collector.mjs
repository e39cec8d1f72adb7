#!/usr/bin/env node
// node deploy/telemetry/serve-collector.mjs --db FILE --origin https://qrcontact.in [--origin ...] [options]
//
// The health collector (collector.mjs) as a service: one line when it listens, one per failure, nothing per
// request; Ctrl-C (or SIGTERM) stops it quietly. docs/serving.md#the-health-collector says how to run it.
import { parseArgs } from 'node:util';
import { closeOnSignals } from '../http-service.mjs';
import { startCollector } from './collector.mjs';

const USAGE = `usage: node deploy/telemetry/serve-collector.mjs --db FILE --origin ORIGIN [--origin ORIGIN ...]
  [--port 5006] [--host 127.0.0.1] [--trust-proxy] [--read-token TOKEN (or QR_COLLECTOR_READ_TOKEN)]
  [--max-body-kib 64] [--rate 20] [--burst 40] (--rate 0: no rate limit)
  [--retention-days 14] [--max-db-mib 256]`;

function refuse(reason) {
  console.error(`serve-collector: ${reason}\n${USAGE}`);
  process.exit(2);
}

/** A positive number from an option, or the default when the option is absent. */
function numberOption(values, name, fallback, { integer = false, zero = false } = {}) {
  const text = values[name];
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < 0 || (!zero && value === 0)) {
    refuse(`--${name} wants a ${zero ? 'non-negative' : 'positive'} ${integer ? 'whole ' : ''}number, not ${text}`);
  }
  return value;
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      db: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'trust-proxy': { type: 'boolean', default: false },
      'read-token': { type: 'string' },
      'max-body-kib': { type: 'string' },
      rate: { type: 'string' },
      burst: { type: 'string' },
      'retention-days': { type: 'string' },
      'max-db-mib': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  refuse(error.message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.db) refuse('--db names the database file');
for (const origin of values.origin ?? []) {
  let parsed = null;
  try {
    parsed = new URL(origin);
  } catch {}
  if (parsed?.origin !== origin) refuse(`--origin wants an origin such as https://qrcontact.in, not ${origin}`);
}
const port = numberOption(values, 'port', 5006, { integer: true, zero: true });
if (port > 65535) refuse(`--port wants a port, not ${port}`);
const rate = numberOption(values, 'rate', 20, { zero: true });
const options = {
  port,
  host: values.host ?? '127.0.0.1',
  dbFile: values.db,
  allowedOrigins: values.origin ?? [],
  trustProxy: values['trust-proxy'],
  readToken: values['read-token'] ?? process.env.QR_COLLECTOR_READ_TOKEN ?? undefined,
  maxBodyBytes: Math.round(numberOption(values, 'max-body-kib', 64) * 1024),
  rateLimit: rate === 0 ? null : { perSecond: rate, burst: numberOption(values, 'burst', 40) },
  retentionDays: numberOption(values, 'retention-days', 14),
  maxDbBytes: Math.round(numberOption(values, 'max-db-mib', 256) * 1024 * 1024),
};

let collector;
try {
  collector = await startCollector(options);
} catch (error) {
  console.error(`serve-collector: ${error.message}`);
  process.exit(1);
}
const origins = options.allowedOrigins.length ? options.allowedOrigins.join(', ') : 'none (server to server only)';
console.log(
  `health collector on ${collector.url} (POST /v1/logs, GET /v1/health${options.readToken ? ' with its token' : ''}); ` +
    `database ${options.dbFile}; origins ${origins}`,
);
closeOnSignals(collector);
