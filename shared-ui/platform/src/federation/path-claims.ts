// Which paths each remote may declare pages under (route-claims.ts has the rules): the table alone, no
// imports, for whatever needs the claims without the rules.

export type RouteAccess = 'public' | 'owner' | 'admin';

/** A remote may declare pages at paths under `prefix` (more segments after it), with this access. */
export interface PathClaim {
  remote: string;
  prefix: string;
  access: RouteAccess;
}

/**
 * Multi-segment prefixes: none of them can clash with the sticker route /:uid. The shell publishes this
 * table in its mf-manifest.json (metaData.pathClaims), where the release gate reads the live shell's.
 */
export const PATH_CLAIMS: readonly PathClaim[] = [
  { remote: 'mfe_public', prefix: '/p/', access: 'public' },
  { remote: 'mfe_owner', prefix: '/account/', access: 'owner' },
  { remote: 'mfe_admin', prefix: '/admin/', access: 'admin' },
];
