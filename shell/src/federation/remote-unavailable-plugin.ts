import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isHindiExpose } from '@qr/runtime/i18n/start-up';
import type { ComponentType } from 'react';
import { doesNotFit } from './compatibility-plugin';

export type PageModule = { default: ComponentType };
const UNAVAILABLE = Symbol('remote-unavailable');

export function isUnavailableModule(module: PageModule): boolean {
  return UNAVAILABLE in module;
}

/** The federation error code of each remote's last failed load (RUNTIME-003), for the health reports. */
export const failureCodes = new Map<string, string | undefined>();

/**
 * errorLoadRemote: a remote that cannot be fetched (server down, manifest 404, entry script failed)
 * resolves to a fallback page instead of an exception, so one remote down never blanks the site.
 */
export function remoteUnavailablePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-unavailable-plugin',
    errorLoadRemote({ id, lifecycle, error }) {
      // Only 'onLoad' (the catch-all of loadRemote) expects a module back; other lifecycles expect manifests.
      if (lifecycle !== 'onLoad') return undefined;
      // A page's Hindi texts are optional: the page fetches them itself, or stays in English.
      if (isHindiExpose(id)) return undefined;
      const [remote = '', expose = ''] = id.split('/');
      failureCodes.set(remote, /RUNTIME-\d+/.exec(String(error))?.[0]);
      const misfit = doesNotFit(remote, expose);
      if (!misfit)
        console.warn(
          `[federation] ${id} could not be loaded (${lifecycle}): ${error instanceof Error ? error.message : String(error)}`,
        );
      // Imported on failure only: the fallback page needs React, which this plugin must not load early.
      return import('./unavailable-page').then(
        ({ unavailableModule }) =>
          ({ ...unavailableModule(misfit ? { remote, expose } : null), [UNAVAILABLE]: true }) satisfies PageModule & {
            [UNAVAILABLE]: true;
          },
      );
    },
  };
}
