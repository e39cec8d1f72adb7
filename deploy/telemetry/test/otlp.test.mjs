// Reading a request into events: each rule of docs/telemetry.md, and what a record that breaks one becomes.
import { describe, expect, it } from 'vitest';
import { BadBatch, eventsOfBatch, INVALID_VERSION, isRoute, MAX_RECORDS, storedVersion } from '../otlp.mjs';
import { ABOUT, attributes, batch, NOW, pageView, record } from './reports.mjs';

const read = (records, options) => eventsOfBatch(batch(records, options), NOW);
/** The one record's event, or the reason it was rejected. */
function one(rec, options) {
  const { events, rejected, errorMessage } = read([rec], options);
  return rejected ? { rejected: errorMessage } : events[0];
}
const MINUTE = Math.floor(NOW / 60_000);

describe('eventsOfBatch', () => {
  it('reads each kind of event with what the store counts', () => {
    const about = { environment: 'production', app: 'mfe-owner', version: '1.4.0', arm: 'canary' };
    const { events, rejected } = read([
      pageView(),
      record('load_failure', { 'qr.stage': 'chunk' }),
      record('gate_refusal'),
      record('error', { 'qr.kind': 'render', 'qr.error': 'TypeError' }),
      record('web_vital', { 'qr.metric': 'INP', 'qr.value': 180 }),
    ]);
    expect(rejected).toBe(0);
    expect(events).toEqual([
      { name: 'page_view', ...about, route: '/vehicle-details/:id', minute: MINUTE, weight: 10 },
      { name: 'load_failure', ...about, route: '/vehicle-details/:id', minute: MINUTE, stage: 'chunk' },
      { name: 'gate_refusal', ...about, route: '/vehicle-details/:id', minute: MINUTE },
      { name: 'error', ...about, route: '/vehicle-details/:id', minute: MINUTE, kind: 'render' },
      { name: 'web_vital', ...about, route: '/vehicle-details/:id', minute: MINUTE, metric: 'INP', value: 180 },
    ]);
  });

  it('rejects an event name it does not know, and one whose body says another', () => {
    expect(one(record('click'))).toEqual({ rejected: expect.stringMatching(/eventName is not one of page_view/) });
    expect(one({ ...pageView(), body: { stringValue: 'error' } })).toEqual({
      rejected: expect.stringMatching(/body is not the eventName/),
    });
  });

  it('takes the event name from the body when a forwarding collector dropped eventName', () => {
    const { eventName, ...withoutName } = pageView();
    expect(eventName).toBe('page_view');
    expect(one(withoutName)).toMatchObject({ name: 'page_view' });
  });

  it('rejects an app that is not one of the four (and a record without one)', () => {
    for (const app of ['mfe-evil', 'Shell', '', { intValue: 1 }]) {
      expect(one(pageView({ 'qr.app': app }))).toHaveProperty('rejected');
    }
    const { 'qr.app': _app, ...withoutApp } = ABOUT;
    expect(one(pageView({}, { about: withoutApp }))).toEqual({ rejected: expect.stringMatching(/qr.app is missing/) });
    for (const app of ['shell', 'mfe-public', 'mfe-owner', 'mfe-admin']) {
      expect(one(pageView({ 'qr.app': app }))).toMatchObject({ app });
    }
  });

  it('keeps a version that is not a release apart, as (invalid), never with a real version', () => {
    for (const version of ['1.4', '01.4.0', '1.4.0 ', 'v1.4.0', '1.4.0.1', `1.4.0-${'a'.repeat(80)}`, '']) {
      expect(one(pageView({ 'qr.version': version }))).toMatchObject({ version: INVALID_VERSION });
    }
    const { 'qr.version': _version, ...withoutVersion } = ABOUT;
    expect(one(pageView({}, { about: withoutVersion }))).toMatchObject({ version: INVALID_VERSION });
    for (const version of ['1.4.0', '0.0.1', '2.0.0-rc.1', 'unreleased']) {
      expect(storedVersion(version)).toBe(version);
    }
  });

  it('stores a route pattern only: never a path that may carry a visitor data', () => {
    for (const route of ['/', '/:uid', '/vehicle-details/:vehicleId/all-activities', '/admin/queries', '(unknown)']) {
      expect(isRoute(route), route).toBe(true);
      expect(one(pageView({ 'qr.route': route }))).toMatchObject({ route });
    }
    for (const route of [
      '/QRUSED0001',
      '/vehicle-details/9876543210?x=1',
      '/p/offers/ab%20cd',
      'vehicle-details',
      '/admin/',
      '//',
      '/a b',
      `/${'a'.repeat(64)}`,
      '/r/:',
      'https://qrcontact.in/',
    ]) {
      expect(isRoute(route), route).toBe(false);
      expect(one(pageView({ 'qr.route': route }))).toEqual({ rejected: expect.stringMatching(/qr.route/) });
    }
    expect(one(record('page_view', {}, { about: { ...ABOUT, 'qr.route': undefined } }))).toHaveProperty('rejected');
  });

  it('rejects an arm, stage, error kind or metric that is not one of its words', () => {
    expect(one(pageView({ 'qr.arm': 'beta' }))).toHaveProperty('rejected');
    expect(one(record('load_failure', { 'qr.stage': 'css' }))).toHaveProperty('rejected');
    expect(one(record('load_failure'))).toHaveProperty('rejected');
    expect(one(record('error', { 'qr.kind': 'fatal' }))).toHaveProperty('rejected');
    expect(one(record('web_vital', { 'qr.metric': 'FID', 'qr.value': 1 }))).toHaveProperty('rejected');
  });

  it('caps what an error may say about itself: a constructor name, not a message', () => {
    expect(one(record('error', { 'qr.kind': 'uncaught', 'qr.error': 'TypeError' }))).toMatchObject({
      kind: 'uncaught',
    });
    for (const name of ["Cannot read properties of undefined (reading 'x')", 'E'.repeat(65)]) {
      expect(one(record('error', { 'qr.kind': 'uncaught', 'qr.error': name }))).toHaveProperty('rejected');
    }
  });

  it('wants finite numbers: a weight of 1 to 10000 and a non-negative vital', () => {
    for (const weight of [0.5, 10_001, -1, { doubleValue: 'NaN' }, { doubleValue: 'Infinity' }, 'ten']) {
      expect(one(pageView({ 'qr.weight': weight })), JSON.stringify(weight)).toHaveProperty('rejected');
    }
    expect(one(pageView({ 'qr.weight': 1 }))).toMatchObject({ weight: 1 });
    expect(one(pageView({ 'qr.weight': { intValue: '10000' } }))).toMatchObject({ weight: 10_000 });
    expect(one(record('page_view'))).toMatchObject({ weight: 1 });
    for (const value of [-1, { doubleValue: 'Infinity' }, undefined]) {
      expect(one(record('web_vital', { 'qr.metric': 'LCP', 'qr.value': value }))).toHaveProperty('rejected');
    }
  });

  it('ignores attributes it does not know: they never reach an event', () => {
    const event = one(pageView({ 'user.phone': '9876543210', 'qr.message': 'hello', 'url.full': 'https://x/QR1' }));
    expect(JSON.stringify(event)).not.toMatch(/9876543210|hello|QR1/);
  });

  it('reads the first of a repeated attribute, so that a second cannot slip past a check', () => {
    const rec = pageView();
    rec.attributes.push({ key: 'qr.route', value: { stringValue: '/QRUSED0001' } });
    expect(one(rec)).toMatchObject({ route: '/vehicle-details/:id' });
  });

  it('takes the environment from the resource, production by default, and rejects one that is not a name', () => {
    expect(one(pageView(), { environment: 'staging' })).toMatchObject({ environment: 'staging' });
    const withoutResource = { resourceLogs: [{ scopeLogs: [{ logRecords: [pageView()] }] }] };
    expect(eventsOfBatch(withoutResource, NOW).events[0]).toMatchObject({ environment: 'production' });
    for (const environment of ['Production', 'prod env', 'x'.repeat(33)]) {
      expect(one(pageView(), { environment })).toEqual({ rejected: expect.stringMatching(/deployment.environment/) });
    }
  });

  it('counts a record in its minute, or in the minute it arrived when the visitor clock is far off', () => {
    expect(one(pageView({}, { at: NOW - 30 * 60_000 }))).toMatchObject({ minute: MINUTE - 30 });
    expect(one(pageView({}, { at: NOW - 3 * 86_400_000 }))).toMatchObject({ minute: MINUTE });
    expect(one(pageView({}, { at: NOW + 86_400_000 }))).toMatchObject({ minute: MINUTE });
    expect(one({ ...pageView(), timeUnixNano: '0' })).toMatchObject({ minute: MINUTE });
    expect(one({ ...pageView(), timeUnixNano: 'yesterday' })).toHaveProperty('rejected');
  });

  it('counts what it rejects, keeps the rest, and says why the first was rejected', () => {
    const result = read([pageView(), pageView({ 'qr.app': 'x' }), 42, pageView({ 'qr.route': '/QR1' })]);
    expect(result.events).toHaveLength(1);
    expect(result.rejected).toBe(3);
    expect(result.errorMessage).toBe(
      '3 log records rejected; the first: qr.app is not one of shell, mfe-public, mfe-owner, mfe-admin',
    );
  });

  it('reads at most MAX_RECORDS records of one request', () => {
    const { events, rejected } = read(Array.from({ length: MAX_RECORDS + 5 }, () => pageView()));
    expect(events).toHaveLength(MAX_RECORDS);
    expect(rejected).toBe(5);
  });

  it('refuses, as a whole, a body that is not an OTLP logs request', () => {
    for (const body of [null, 42, 'text', [], { resourceLogs: {} }, { resourceLogs: 'x' }]) {
      expect(() => eventsOfBatch(body, NOW), JSON.stringify(body)).toThrow(BadBatch);
    }
    expect(eventsOfBatch({}, NOW)).toEqual({ events: [], rejected: 0, errorMessage: '' });
    const odd = { resourceLogs: [7, { scopeLogs: 'x' }, { scopeLogs: [null, { logRecords: {} }] }] };
    expect(eventsOfBatch(odd, NOW)).toMatchObject({ events: [], rejected: 4 });
  });

  it('rejects attribute lists that are not lists of { key, value }', () => {
    expect(one({ ...pageView(), attributes: {} })).toHaveProperty('rejected');
    expect(one({ ...pageView(), attributes: [{ value: { stringValue: 'x' } }] })).toHaveProperty('rejected');
    expect(one({ ...pageView(), attributes: attributes({ ...ABOUT, 'qr.app': null }) })).toHaveProperty('rejected');
  });
});
