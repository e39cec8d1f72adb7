// Named points inside a transaction where the release tools' tests kill the process (QR_TEST_CRASH_AT),
// to prove that a command killed at any step leaves the site consistent for the next one. A no-op unless
// that variable names the point.

/** Kills this process at once (no cleanup, like a power cut or kill -9) when the tests ask for `point`. */
export function crashPoint(point) {
  if (process.env.QR_TEST_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
