/** The single definition of the wire format (docs/product.md §3 and §7), shared by the apps and the local API. */
export * from './inform.ts';
export * from './login.ts';
export * from './primitives.ts';
export * from './query.ts';
export * from './rules.ts';
export * from './vehicle.ts';
