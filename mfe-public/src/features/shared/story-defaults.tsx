import type { ComponentType } from 'react';

/** For stories: `Component` drawn with its story defaults, each story passing only what it changes. */
export function withDefaults<P extends object>(Component: ComponentType<P>, defaults: NoInfer<P>) {
  return (overrides: Partial<P> = {}) => <Component {...defaults} {...overrides} />;
}
