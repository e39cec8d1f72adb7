import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Registered by the start-up code on every route: no react, no shared-ui at run time.

const crossOrigin = ({ url, attrs }: { url: string; attrs?: Record<string, unknown> }) => {
  if (attrs && new URL(url, location.href).origin !== location.origin) attrs.crossorigin = 'anonymous';
};

/**
 * Loads the remotes' entries, and preloads their chunks, in CORS mode (the remotes' own chunk loading does
 * the same: shared-ui/platform/build/rspack-app.mjs, output.crossOriginLoading). A browser hides the details of an
 * error thrown by a script from another origin loaded without CORS ("Script error.", no file, no stack), and
 * the health reports attribute each error to the remote whose script threw by that file (docs/telemetry.md).
 * Preloads and scripts must agree, or the browser would download each file twice. The remotes' origins
 * send Access-Control-Allow-Origin for the site (deploy/nginx/remote.conf.template).
 */
export function crossOriginPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'cross-origin-plugin', createScript: crossOrigin, createLink: crossOrigin };
}
