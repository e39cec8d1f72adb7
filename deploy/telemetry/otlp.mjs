// One OTLP/HTTP JSON logs request (docs/telemetry.md) read into the events the store counts. What the shell
// sends is checked record by record: a record that breaks a rule is rejected and counted (OTLP's partial
// success), never stored; a version that is not a release's is kept apart as "(invalid)" so that it never
// mixes with a real version's figures. Only the attributes below are read; any other is ignored.
import { isReleaseVersion } from '../../shared-ui/runtime/src/session/release-version.ts';
import { METRICS } from './histogram.mjs';

export const EVENT_NAMES = ['page_view', 'load_failure', 'gate_refusal', 'error', 'web_vital'];
export const APPS = ['shell', 'mfe-public', 'mfe-owner', 'mfe-admin'];
export const ARMS = ['stable', 'canary', 'preview'];
export const STAGES = ['manifest', 'entry', 'chunk'];
export const ERROR_KINDS = ['uncaught', 'rejection', 'render'];
/** Where a version that is neither a release's nor `unreleased` is counted. */
export const INVALID_VERSION = '(invalid)';
export const UNKNOWN_ROUTE = '(unknown)';
export const DEFAULT_ENVIRONMENT = 'production';

const ENVIRONMENT = /^[a-z][a-z0-9-]{0,31}$/;
/** A route pattern: `/`, or segments that are literals of [a-z0-9-] or `:param`; never a path with data in it. */
const ROUTE = /^(?:\/|(?:\/(?:[a-z0-9-]+|:[A-Za-z][A-Za-z0-9_]*))+)$/;
const ROUTE_MAX = 64;
const VERSION_MAX = 64;
/** An error's constructor name (TypeError), read only to refuse a record that carries something else. */
const ERROR_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const MAX_WEIGHT = 10_000;
/** Records dated further than this from the collector's clock are counted in the minute they arrived. */
const MAX_AGE_MS = 60 * 60 * 1000;
const MAX_AHEAD_MS = 5 * 60 * 1000;
/** Records read per request at most (a 64 KiB body holds a few hundred); the rest are rejected. */
export const MAX_RECORDS = 2_000;

/** A request the collector refuses as a whole (400): not an OTLP logs request at all. */
export class BadBatch extends Error {}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An attribute list ([{ key, value: { stringValue | doubleValue | intValue } }]) as a Map of the wanted keys. */
function attributesOf(list, wanted) {
  const found = new Map();
  if (list === undefined) return found;
  if (!Array.isArray(list)) throw new RecordError('attributes is not a list');
  for (const attribute of list) {
    if (!isObject(attribute) || typeof attribute.key !== 'string') throw new RecordError('an attribute has no key');
    // First one wins: OTLP keys are unique, and a repeated key must not let a later value slip past a check.
    if (!wanted.has(attribute.key) || found.has(attribute.key)) continue;
    if (!isObject(attribute.value)) throw new RecordError(`${attribute.key} has no value`);
    found.set(attribute.key, attribute.value);
  }
  return found;
}

class RecordError extends Error {}

function stringOf(attributes, key) {
  const value = attributes.get(key);
  if (value === undefined) return undefined;
  if (typeof value.stringValue !== 'string') throw new RecordError(`${key} is not a string`);
  return value.stringValue;
}

/** A double (or an int, which OTLP JSON may write as a decimal string), finite. */
function numberOf(attributes, key) {
  const value = attributes.get(key);
  if (value === undefined) return undefined;
  let number;
  if (typeof value.doubleValue === 'number') number = value.doubleValue;
  else if (typeof value.intValue === 'number') number = value.intValue;
  else if (typeof value.intValue === 'string' && /^-?\d{1,16}$/.test(value.intValue)) number = Number(value.intValue);
  if (number === undefined || !Number.isFinite(number)) throw new RecordError(`${key} is not a finite number`);
  return number;
}

function oneOf(value, allowed, key) {
  if (value === undefined) throw new RecordError(`${key} is missing`);
  if (!allowed.includes(value)) throw new RecordError(`${key} is not one of ${allowed.join(', ')}`);
  return value;
}

/** The version as stored: a release's, `unreleased`, or INVALID_VERSION for anything else (missing included). */
export function storedVersion(version) {
  if (version === 'unreleased') return version;
  return isReleaseVersion(version) && version.length <= VERSION_MAX ? version : INVALID_VERSION;
}

/** Whether a qr.route is stored: a route pattern, or `(unknown)`. */
export const isRoute = (route) =>
  typeof route === 'string' && (route === UNKNOWN_ROUTE || (route.length <= ROUTE_MAX && ROUTE.test(route)));

/** The minute (since the epoch) a record is counted in: its own, unless the visitor's clock is far off. */
function minuteOf(record, nowMs) {
  const time = record.timeUnixNano;
  let ms = null;
  if (typeof time === 'string' && /^\d{1,20}$/.test(time)) ms = Number(time) / 1e6;
  else if (typeof time === 'number' && Number.isFinite(time) && time >= 0) ms = time / 1e6;
  else if (time !== undefined) throw new RecordError('timeUnixNano is not a count of nanoseconds');
  // 0 (or none) is OTLP's "unknown"; a date outside the window is a wrong clock: both count as now.
  if (!ms || ms < nowMs - MAX_AGE_MS || ms > nowMs + MAX_AHEAD_MS) ms = nowMs;
  return Math.floor(ms / 60_000);
}

const RECORD_KEYS = new Set([
  'qr.route',
  'qr.app',
  'qr.version',
  'qr.arm',
  'qr.weight',
  'qr.stage',
  'qr.kind',
  'qr.error',
  'qr.metric',
  'qr.value',
]);

/** One log record as an event, or a RecordError saying why it is rejected. */
function eventOf(record, environment, nowMs) {
  if (!isObject(record)) throw new RecordError('a log record is not an object');
  const body = isObject(record.body) ? record.body.stringValue : undefined;
  // A collector forwarding older OTLP may drop eventName; the body carries the same word.
  const name = record.eventName ?? body;
  if (typeof name !== 'string' || !EVENT_NAMES.includes(name)) {
    throw new RecordError(`eventName is not one of ${EVENT_NAMES.join(', ')}`);
  }
  if (body !== undefined && body !== name) throw new RecordError('body is not the eventName');
  const attributes = attributesOf(record.attributes, RECORD_KEYS);
  const route = stringOf(attributes, 'qr.route');
  if (!isRoute(route)) throw new RecordError('qr.route is not a route pattern');
  const event = {
    name,
    environment,
    app: oneOf(stringOf(attributes, 'qr.app'), APPS, 'qr.app'),
    version: storedVersion(stringOf(attributes, 'qr.version')),
    arm: oneOf(stringOf(attributes, 'qr.arm'), ARMS, 'qr.arm'),
    route,
    minute: minuteOf(record, nowMs),
  };
  if (name === 'page_view') {
    // No weight: a client that samples nothing (every page view sent).
    event.weight = numberOf(attributes, 'qr.weight') ?? 1;
    if (event.weight < 1 || event.weight > MAX_WEIGHT) throw new RecordError(`qr.weight is not 1 to ${MAX_WEIGHT}`);
  } else if (name === 'load_failure') {
    event.stage = oneOf(stringOf(attributes, 'qr.stage'), STAGES, 'qr.stage');
  } else if (name === 'error') {
    event.kind = oneOf(stringOf(attributes, 'qr.kind'), ERROR_KINDS, 'qr.kind');
    const errorName = stringOf(attributes, 'qr.error');
    if (errorName !== undefined && !ERROR_NAME.test(errorName)) throw new RecordError('qr.error is not a name');
  } else if (name === 'web_vital') {
    event.metric = oneOf(stringOf(attributes, 'qr.metric'), Object.keys(METRICS), 'qr.metric');
    event.value = numberOf(attributes, 'qr.value');
    if (event.value === undefined) throw new RecordError('qr.value is missing');
    if (event.value < 0) throw new RecordError('qr.value is negative');
  }
  return event;
}

const RESOURCE_KEYS = new Set(['deployment.environment', 'deployment.environment.name']);

/** The environment a resource's records are about: its deployment.environment(.name), production by default. */
function environmentOf(resource) {
  if (resource === undefined) return DEFAULT_ENVIRONMENT;
  if (!isObject(resource)) throw new RecordError('resource is not an object');
  const attributes = attributesOf(resource.attributes, RESOURCE_KEYS);
  const environment =
    stringOf(attributes, 'deployment.environment.name') ?? stringOf(attributes, 'deployment.environment');
  if (environment === undefined) return DEFAULT_ENVIRONMENT;
  if (!ENVIRONMENT.test(environment)) throw new RecordError('deployment.environment is not a name');
  return environment;
}

/** The records of a list that may not be one (counted as one rejected when it is not). */
const listOf = (value) => (value === undefined ? [] : Array.isArray(value) ? value : null);

/**
 * The events of a parsed request body, and how many records were rejected with the first reason. Throws
 * BadBatch when the body is not an OTLP logs request (`{ "resourceLogs": [...] }`). nowMs: the collector's
 * clock, for records dated too far from it.
 */
export function eventsOfBatch(body, nowMs) {
  if (!isObject(body)) throw new BadBatch('the body is not an OTLP logs request (an object)');
  const resourceLogs = listOf(body.resourceLogs);
  if (resourceLogs === null) throw new BadBatch('resourceLogs is not a list');
  const events = [];
  let rejected = 0;
  let reason = null;
  let read = 0;
  const reject = (count, why) => {
    rejected += count;
    reason ??= why;
  };
  for (const resourceLog of resourceLogs) {
    const scopeLogs = isObject(resourceLog) ? listOf(resourceLog.scopeLogs) : null;
    if (scopeLogs === null) {
      reject(1, 'a resourceLogs entry is not { resource, scopeLogs: [...] }');
      continue;
    }
    let environment = null;
    let environmentProblem = null;
    try {
      environment = environmentOf(resourceLog.resource);
    } catch (error) {
      if (!(error instanceof RecordError)) throw error;
      environmentProblem = error.message;
    }
    for (const scopeLog of scopeLogs) {
      const records = isObject(scopeLog) ? listOf(scopeLog.logRecords) : null;
      if (records === null) {
        reject(1, 'a scopeLogs entry is not { scope, logRecords: [...] }');
        continue;
      }
      if (environmentProblem) {
        reject(records.length, environmentProblem);
        continue;
      }
      for (const record of records) {
        if (++read > MAX_RECORDS) {
          reject(1, `more than ${MAX_RECORDS} log records in one request`);
          continue;
        }
        try {
          events.push(eventOf(record, environment, nowMs));
        } catch (error) {
          if (!(error instanceof RecordError)) throw error;
          reject(1, error.message);
        }
      }
    }
  }
  return {
    events,
    rejected,
    errorMessage: rejected ? `${rejected} log record${rejected === 1 ? '' : 's'} rejected; the first: ${reason}` : '',
  };
}
