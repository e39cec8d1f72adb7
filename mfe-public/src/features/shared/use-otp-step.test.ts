import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canShowResend, type OtpCalls, useOtpStep } from './use-otp-step';

/** A call answered by the (fake) network after `ms`: with `value`, or rejected with `error`. */
function answerAfter<T>(ms: number, outcome: { value: T } | { error: Error }): Promise<T> {
  return new Promise((resolve, reject) =>
    setTimeout(() => ('value' in outcome ? resolve(outcome.value) : reject(outcome.error)), ms),
  );
}

const LATENCY = 300;
const wrongCode = new Error('Invalid OTP');

function setup(overrides: Partial<OtpCalls<string, { id: string }>> = {}) {
  const calls = {
    send: vi.fn((token: string) => answerAfter(LATENCY, { value: { id: `session-${token}` } })),
    verify: vi.fn((_session: { id: string }, code: string) =>
      answerAfter(LATENCY, code === '1234' ? { value: 'jwt' } : { error: wrongCode }),
    ),
    onVerified: vi.fn(),
    ...overrides,
  };
  const hook = renderHook(() => useOtpStep(calls));
  return { calls, hook, otp: () => hook.result.current };
}

/** Starts an action and lets the fake network answer. */
async function settle<T>(start: () => Promise<T>): Promise<T> {
  let result!: Promise<T>;
  act(() => {
    result = start();
  });
  await act(() => vi.advanceTimersByTimeAsync(LATENCY));
  return result;
}

async function typeAndVerify(otp: () => ReturnType<typeof useOtpStep<string, { id: string }>>, code: string) {
  act(() => otp().changeCode(code));
  return settle(() => otp().verify());
}

describe('useOtpStep', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with nothing sent', () => {
    const { otp } = setup();
    expect(otp()).toMatchObject({ code: '', sent: false, attempts: 0, verified: false, failure: undefined });
  });

  it('sends the code and keeps the session for the check', async () => {
    const { otp, calls } = setup();
    act(() => otp().changeCode('12'));
    const sent = settle(() => otp().send('token-1'));
    expect(otp().sending).toBe(true);
    expect(await sent).toBe(true);
    expect(otp()).toMatchObject({ sending: false, sent: true, resent: false, code: '' });
    await typeAndVerify(otp, '1234');
    expect(calls.verify).toHaveBeenCalledWith({ id: 'session-token-1' }, '1234');
  });

  it('keeps a failed send as a send failure; the next send clears it', async () => {
    const offline = new TypeError('Failed to fetch');
    const send = vi.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce({ id: 's' });
    const { otp } = setup({ send });
    expect(await settle(() => otp().send('t'))).toBe(false);
    expect(otp().failure).toEqual({ step: 'send', error: offline });
    expect(otp().sent).toBe(false);
    expect(await settle(() => otp().send('t'))).toBe(true);
    expect(otp().failure).toBeUndefined();
  });

  it('sends once however fast Send is tapped', async () => {
    const { otp, calls } = setup();
    let taps: Promise<boolean>[] = [];
    act(() => {
      taps = [otp().send('a'), otp().send('b'), otp().send('c')];
    });
    await act(() => vi.advanceTimersByTimeAsync(LATENCY));
    expect(await Promise.all(taps)).toEqual([true, true, true]);
    expect(calls.send).toHaveBeenCalledTimes(1);
  });

  it('resends with its own busy flag and says so; a verify clears the notice', async () => {
    const { otp, calls } = setup();
    await settle(() => otp().send('a'));
    act(() => otp().changeCode('9'));
    const resent = settle(() => otp().resend('b'));
    expect(otp()).toMatchObject({ resending: true, sending: false });
    expect(await resent).toBe(true);
    expect(otp()).toMatchObject({ resent: true, code: '', resending: false });
    await typeAndVerify(otp, '1234');
    expect(calls.verify).toHaveBeenCalledWith({ id: 'session-b' }, '1234');
    expect(otp().resent).toBe(false);
  });

  it('a failed resend is a send failure', async () => {
    const send = vi.fn().mockResolvedValueOnce({ id: 's' }).mockRejectedValueOnce(new Error('500'));
    const { otp } = setup({ send });
    await settle(() => otp().send('a'));
    expect(await settle(() => otp().resend('b'))).toBe(false);
    expect(otp().failure?.step).toBe('send');
    expect(otp().resent).toBe(false);
  });

  it('verifies the typed code, then runs what follows with the JWT', async () => {
    const { otp, calls } = setup();
    await settle(() => otp().send('a'));
    expect(await typeAndVerify(otp, '1234')).toBe(true);
    expect(calls.onVerified).toHaveBeenCalledWith('jwt');
    expect(otp()).toMatchObject({ verified: true, attempts: 0, failure: undefined });
  });

  it('verifies a code given directly (the boxes completed before the state caught up)', async () => {
    const { otp, calls } = setup();
    await settle(() => otp().send('a'));
    expect(await settle(() => otp().verify('1234'))).toBe(true);
    expect(calls.verify).toHaveBeenCalledWith({ id: 'session-a' }, '1234');
  });

  it('checks nothing without four digits or before a send', async () => {
    const { otp, calls } = setup();
    expect(await settle(() => otp().verify('1234'))).toBe(false);
    await settle(() => otp().send('a'));
    expect(await typeAndVerify(otp, '123')).toBe(false);
    expect(await settle(() => otp().verify('12a4'))).toBe(false);
    expect(calls.verify).not.toHaveBeenCalled();
  });

  it('a wrong code counts an attempt, clears the boxes and is kept until a digit is typed', async () => {
    const { otp } = setup();
    await settle(() => otp().send('a'));
    expect(await typeAndVerify(otp, '0000')).toBe(false);
    expect(otp()).toMatchObject({
      attempts: 1,
      code: '',
      verified: false,
      failure: { step: 'verify', error: wrongCode },
    });
    act(() => otp().changeCode(''));
    expect(otp().failure).toBeDefined();
    act(() => otp().changeCode('5'));
    expect(otp().failure).toBeUndefined();
  });

  it('a network error on the check is a verify failure and counts too', async () => {
    const offline = new TypeError('Failed to fetch');
    const { otp } = setup({ verify: vi.fn().mockRejectedValue(offline) });
    await settle(() => otp().send('a'));
    await typeAndVerify(otp, '1234');
    expect(otp()).toMatchObject({ attempts: 1, failure: { step: 'verify', error: offline } });
  });

  it('resend is offered while failed checks are below 3 (docs/product.md §4)', async () => {
    const { otp } = setup();
    expect(canShowResend(otp().sent, otp().attempts)).toBe(false);
    await settle(() => otp().send('a'));
    for (const attempts of [1, 2, 3]) {
      expect(canShowResend(otp().sent, otp().attempts)).toBe(true);
      await typeAndVerify(otp, '0000');
      expect(otp().attempts).toBe(attempts);
    }
    expect(canShowResend(otp().sent, otp().attempts)).toBe(false);
    // A resend does not give the attempts back.
    await settle(() => otp().resend('b'));
    expect(canShowResend(otp().sent, otp().attempts)).toBe(false);
  });

  it('checks once however fast Verify is tapped', async () => {
    const { otp, calls } = setup();
    await settle(() => otp().send('a'));
    act(() => otp().changeCode('1234'));
    let taps: Promise<boolean>[] = [];
    act(() => {
      taps = [otp().verify(), otp().verify(), otp().verify('1234')];
    });
    expect(otp().verifying).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(LATENCY));
    expect(await Promise.all(taps)).toEqual([true, true, true]);
    expect(calls.verify).toHaveBeenCalledTimes(1);
    expect(calls.onVerified).toHaveBeenCalledTimes(1);
    expect(otp().verifying).toBe(false);
  });

  it('when what follows the check fails, Verify retries only that, with the same JWT', async () => {
    const registerFailed = new Error('409');
    const onVerified = vi.fn().mockRejectedValueOnce(registerFailed).mockResolvedValueOnce(undefined);
    const { otp, calls } = setup({ onVerified });
    await settle(() => otp().send('a'));
    expect(await typeAndVerify(otp, '1234')).toBe(false);
    expect(otp()).toMatchObject({ verified: true, attempts: 0, code: '1234' });
    expect(otp().failure).toEqual({ step: 'afterVerify', error: registerFailed });
    expect(await settle(() => otp().verify())).toBe(true);
    expect(calls.verify).toHaveBeenCalledTimes(1);
    expect(onVerified).toHaveBeenNthCalledWith(2, 'jwt');
    expect(otp().failure).toBeUndefined();
  });

  it('stays busy through what follows the check', async () => {
    const onVerified = vi.fn(() => answerAfter(LATENCY, { value: undefined }));
    const { otp } = setup({ onVerified });
    await settle(() => otp().send('a'));
    act(() => otp().changeCode('1234'));
    act(() => void otp().verify());
    await act(() => vi.advanceTimersByTimeAsync(LATENCY));
    expect(onVerified).toHaveBeenCalled();
    expect(otp().verifying).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(LATENCY));
    expect(otp().verifying).toBe(false);
  });

  it('reset forgets the session, the code, the failure and a passed check', async () => {
    const { otp, calls } = setup({ onVerified: vi.fn().mockRejectedValue(new Error('x')) });
    await settle(() => otp().send('a'));
    await typeAndVerify(otp, '1234');
    act(() => otp().reset());
    expect(otp()).toMatchObject({ code: '', sent: false, attempts: 0, verified: false, failure: undefined });
    expect(await settle(() => otp().verify('1234'))).toBe(false);
    expect(calls.verify).toHaveBeenCalledTimes(1);
  });

  it('clearFailure hides the failure and keeps the rest', async () => {
    const { otp } = setup();
    await settle(() => otp().send('a'));
    await typeAndVerify(otp, '0000');
    act(() => otp().clearFailure());
    expect(otp()).toMatchObject({ failure: undefined, attempts: 1, sent: true });
  });
});
