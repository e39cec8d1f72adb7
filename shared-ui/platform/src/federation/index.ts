// The composition rules every app is judged by: a remote's build against a shell (compatibility), the
// shared singletons check the shell runs before any remote code (shared-fits), and the pages a remote
// declares under the paths it claims (route-claims). Plain functions, no react.
export * from './compatibility.ts';
export * from './route-claims.ts';
export * from './shared-fits.ts';
