// The wire format of the health reports (docs/telemetry.md): OTLP/HTTP JSON logs, one log record per event,
// with the attributes that page names and nothing else.

export type EventName = 'page_view' | 'load_failure' | 'gate_refusal' | 'error' | 'web_vital';
export type Stage = 'manifest' | 'entry' | 'chunk';
export type ErrorKind = 'uncaught' | 'rejection' | 'render';
export type Metric = 'LCP' | 'INP' | 'CLS';

/** The attributes every record has: where (the route pattern) and the release it is about. */
export interface About {
  /** The route pattern (/vehicle-details/:vehicleId), never the path; `(unknown)` when none matched. */
  'qr.route': string;
  /** `shell` or a remote's package name (mfe-owner). */
  'qr.app': string;
  'qr.version': string;
  'qr.arm': string;
}

/** What each event adds to them. */
export interface Details {
  page_view: { 'qr.weight': number };
  load_failure: { 'qr.stage': Stage };
  gate_refusal: Record<string, never>;
  error: { 'qr.kind': ErrorKind; 'qr.error': string };
  web_vital: { 'qr.metric': Metric; 'qr.value': number };
}

type Attribute = { key: string; value: { stringValue: string } | { doubleValue: number } };

export interface LogRecord {
  timeUnixNano: string;
  eventName: EventName;
  body: { stringValue: EventName };
  attributes: Attribute[];
}

export const UNKNOWN_ROUTE = '(unknown)';

/** OTLP attributes, in the order given: numbers as doubles, the rest as strings. */
const attributes = (values: Record<string, string | number>): Attribute[] =>
  Object.entries(values).map(([key, value]) => ({
    key,
    value: typeof value === 'number' ? { doubleValue: value } : { stringValue: value },
  }));

/** One log record; `time` in ms since the epoch. */
export function logRecord<E extends EventName>(time: number, event: E, about: About, details: Details[E]): LogRecord {
  return {
    // Whole milliseconds in nanoseconds, as a string of digits (an int64 in OTLP's JSON).
    timeUnixNano: `${Math.round(time)}000000`,
    eventName: event,
    body: { stringValue: event },
    attributes: attributes({ ...about, ...details }),
  };
}

/** One POST's body: the records of one batch under the site's resource and the shell's scope. */
export const batchBody = (environment: string, records: readonly LogRecord[]): string =>
  JSON.stringify({
    resourceLogs: [
      {
        resource: { attributes: attributes({ 'service.name': 'qr-site', 'deployment.environment': environment }) },
        scopeLogs: [{ scope: { name: 'qr-shell' }, logRecords: records }],
      },
    ],
  });
