/** The origins of the served apps in this run (pnpm serve; SERVE_PORT_BASE moves them together). */
const base = Number(process.env.SERVE_PORT_BASE ?? 5000);
export const SITE_ORIGIN = `http://localhost:${base}`;
export const PUBLIC_ORIGIN = `http://localhost:${base + 1}`;
export const OWNER_ORIGIN = `http://localhost:${base + 2}`;
export const ADMIN_ORIGIN = `http://localhost:${base + 3}`;
/** The local CDN publishing releases/ (deploy/release/). */
export const CDN_ORIGIN = `http://localhost:${base + 4}`;
/** The staging environment of the same site (pnpm serve): its own shell origin and live config. */
export const STAGING_ORIGIN = `http://localhost:${base + 5}`;
/** A spare port for a remote deployed somewhere else (spec e). */
export const SPARE_PORT = base + 10;
/** Where the bundled baseline of `pnpm bench` is served for its smoke check. */
export const BUNDLED_PORT = base + 20;
