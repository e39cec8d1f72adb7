import { describe, expect, it } from 'vitest';
import { batchBody, logRecord } from './records';

const ABOUT = {
  'qr.route': '/vehicle-details/:vehicleId',
  'qr.app': 'mfe-owner',
  'qr.version': '1.4.0',
  'qr.arm': 'canary',
};
const TIME = 1_764_380_000_000;

describe('the wire format (docs/telemetry.md)', () => {
  it("is docs/telemetry.md's example, exactly: OTLP/HTTP JSON logs under the site's resource and the shell's scope", () => {
    const body = batchBody('production', [logRecord(TIME, 'page_view', ABOUT, { 'qr.weight': 10 })]);
    expect(JSON.parse(body)).toEqual({
      resourceLogs: [
        {
          resource: {
            attributes: [
              { key: 'service.name', value: { stringValue: 'qr-site' } },
              { key: 'deployment.environment', value: { stringValue: 'production' } },
            ],
          },
          scopeLogs: [
            {
              scope: { name: 'qr-shell' },
              logRecords: [
                {
                  timeUnixNano: '1764380000000000000',
                  eventName: 'page_view',
                  body: { stringValue: 'page_view' },
                  attributes: [
                    { key: 'qr.route', value: { stringValue: '/vehicle-details/:vehicleId' } },
                    { key: 'qr.app', value: { stringValue: 'mfe-owner' } },
                    { key: 'qr.version', value: { stringValue: '1.4.0' } },
                    { key: 'qr.arm', value: { stringValue: 'canary' } },
                    { key: 'qr.weight', value: { doubleValue: 10 } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it.each([
    ['load_failure', { 'qr.stage': 'manifest' }, [['qr.stage', { stringValue: 'manifest' }]]],
    ['gate_refusal', {}, []],
    [
      'error',
      { 'qr.kind': 'uncaught', 'qr.error': 'TypeError' },
      [
        ['qr.kind', { stringValue: 'uncaught' }],
        ['qr.error', { stringValue: 'TypeError' }],
      ],
    ],
    [
      'web_vital',
      { 'qr.metric': 'LCP', 'qr.value': 1234.5 },
      [
        ['qr.metric', { stringValue: 'LCP' }],
        ['qr.value', { doubleValue: 1234.5 }],
      ],
    ],
  ] as const)('%s: the four attributes every record has, then its own, nothing else', (event, details, own) => {
    const record = logRecord(TIME, event, ABOUT, details as never);
    expect(record.eventName).toBe(event);
    expect(record.body).toEqual({ stringValue: event });
    expect(record.timeUnixNano).toMatch(/^\d+$/);
    expect(Object.keys(record)).toEqual(['timeUnixNano', 'eventName', 'body', 'attributes']);
    expect(record.attributes.map(({ key, value }) => [key, value])).toEqual([
      ['qr.route', { stringValue: '/vehicle-details/:vehicleId' }],
      ['qr.app', { stringValue: 'mfe-owner' }],
      ['qr.version', { stringValue: '1.4.0' }],
      ['qr.arm', { stringValue: 'canary' }],
      ...own,
    ]);
  });

  it('gives the time in whole milliseconds as nanoseconds, a string of digits', () => {
    expect(logRecord(1_764_380_000_123.6, 'gate_refusal', ABOUT, {}).timeUnixNano).toBe('1764380000124000000');
  });
});
