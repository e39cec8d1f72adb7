import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * One request per action: `run` starts `action` unless a previous run is still in flight, in which
 * case it returns that run's promise and starts nothing. The flag is a ref, set synchronously before
 * the action starts, so a burst of clicks inside one task (a fast double tap on a slow phone, an
 * assistive tool) sends one request even though React has not yet re-rendered the button as busy.
 * Once the action settles (resolved or rejected) the next `run` starts it again.
 *
 * `pending` mirrors the flag as React state, for the UI (a spinner, a disabled button). `run` keeps
 * its identity across renders and always calls the latest `action`.
 */
export function useSingleFlight<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
): [run: (...args: Args) => Promise<Result>, pending: boolean] {
  const latestAction = useRef(action);
  const inFlight = useRef<Promise<Result> | null>(null);
  const [pending, setPending] = useState(false);

  useLayoutEffect(() => {
    latestAction.current = action;
  });

  const run = useCallback((...args: Args): Promise<Result> => {
    if (inFlight.current) return inFlight.current;
    let resolve: (value: Result | PromiseLike<Result>) => void = () => undefined;
    let reject: (reason: unknown) => void = () => undefined;
    const flight = new Promise<Result>((onResolve, onReject) => {
      resolve = onResolve;
      reject = onReject;
    });
    // Marked in flight before the action (and its request) starts.
    inFlight.current = flight;
    setPending(true);
    const settle = () => {
      inFlight.current = null;
      setPending(false);
    };
    // Registered first, so callers awaiting the run already see it settled.
    flight.then(settle, settle);
    try {
      latestAction.current(...args).then(resolve, reject);
    } catch (error) {
      reject(error);
    }
    return flight;
  }, []);

  return [run, pending];
}
