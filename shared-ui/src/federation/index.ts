// The composition rules every app is judged by: a remote's build against a shell (compatibility) and the
// shared singletons check the shell runs before any remote code (shared-fits). Plain functions, no react.
export * from './compatibility.ts';
export * from './shared-fits.ts';
