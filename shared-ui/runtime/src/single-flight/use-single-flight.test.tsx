import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** Runs the hook's action once per outcome, each run awaited to its outcome and no longer in flight after it. */
async function expectSettledRuns(
  result: { current: readonly [() => Promise<unknown>, boolean] },
  outcomes: ((run: Promise<unknown>) => Promise<unknown>)[],
) {
  for (const outcome of outcomes) {
    await act(async () => {
      await outcome(result.current[0]());
    });
    expect(result.current[1]).toBe(false);
  }
}

describe('useSingleFlight', () => {
  it('runs the action once for calls made while it is in flight, and they share its result', async () => {
    const answer = deferred<string>();
    const action = vi.fn((_label: string) => answer.promise);
    const { result } = renderHook(() => useSingleFlight(action));
    const [run] = result.current;

    let first: Promise<string> = Promise.resolve('');
    let second: Promise<string> = Promise.resolve('');
    act(() => {
      first = run('first');
      second = run('second');
      void run('third');
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('first');
    expect(result.current[1]).toBe(true);

    await act(async () => answer.resolve('sent'));
    await expect(first).resolves.toBe('sent');
    await expect(second).resolves.toBe('sent');
    expect(result.current[1]).toBe(false);
  });

  it('runs again once the previous run succeeded', async () => {
    const action = vi.fn(async () => 'ok');
    const { result } = renderHook(() => useSingleFlight(action));
    await act(() => result.current[0]());
    await act(() => result.current[0]());
    expect(action).toHaveBeenCalledTimes(2);
    expect(result.current[1]).toBe(false);
  });

  it('runs again once the previous run failed, and passes the failure on', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('sent');
    const { result } = renderHook(() => useSingleFlight(action as () => Promise<string>));
    await expectSettledRuns(result, [
      (run) => expect(run).rejects.toThrow('offline'),
      (run) => expect(run).resolves.toBe('sent'),
    ]);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('treats an action that throws before returning a promise as settled', async () => {
    const action = vi.fn((): Promise<void> => {
      throw new Error('bad input');
    });
    const { result } = renderHook(() => useSingleFlight(action));
    const failsAgain = (run: Promise<unknown>) => expect(run).rejects.toThrow('bad input');
    await expectSettledRuns(result, [failsAgain, failsAgain]);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('is already marked in flight while the action starts, before any re-render', () => {
    const calls: boolean[] = [];
    const { result } = renderHook(() => {
      const [run, pending] = useSingleFlight(async () => {
        // A re-entrant call from inside the action (e.g. an event it dispatches) starts nothing.
        calls.push(true);
        void run();
      });
      return { run, pending };
    });
    act(() => void result.current.run());
    expect(calls).toHaveLength(1);
  });

  it('calls the latest action and keeps run stable across renders', async () => {
    const { result, rerender } = renderHook(({ value }) => useSingleFlight(async () => value), {
      initialProps: { value: 'old' },
    });
    const firstRun = result.current[0];
    rerender({ value: 'new' });
    expect(result.current[0]).toBe(firstRun);
    await act(async () => {
      await expect(result.current[0]()).resolves.toBe('new');
    });
  });

  it('sends one request for three clicks in one task on a button', async () => {
    const answer = deferred();
    const send = vi.fn(() => answer.promise);
    function SendButton() {
      const [run, pending] = useSingleFlight(send);
      return (
        <button type="button" disabled={pending} onClick={() => void run()}>
          {pending ? 'Sending...' : 'Send'}
        </button>
      );
    }
    render(<SendButton />);
    const button = screen.getByRole('button', { name: 'Send' });
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => answer.resolve());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
