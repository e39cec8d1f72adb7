// Pages a remote declares itself (its build config's `routes`, published in its mf-manifest.json as
// metaData.routes; live in runtime-config.json's `routes`), so that a team adds a page without a release of
// the shell. Each remote declares pages only under the paths it claims, with the claim's access. One set of
// rules for the release gate (before a release goes live) and the shell (at run time, for the live routes).
// Plain functions, no react; the claims table is path-claims.ts.
import type { PathClaim, RouteAccess } from './path-claims.ts';

export * from './path-claims.ts';

/** A page a remote's release declares: the route, the name it exposes the page under, and its title. */
export interface DeclaredRoute {
  path: string;
  remote: string;
  expose: string;
  access: RouteAccess;
  /** English, in document.title ('<title> · QR Vehicle Contact'). */
  title: string;
  titleHi?: string | undefined;
}

/** A page as a remote's build config declares it (createAppConfig's `routes`): its remote is the build's. */
export type RemoteRoute = Omit<DeclaredRoute, 'remote'>;

/**
 * The build's routes as its mf-manifest.json publishes them (metaData.routes), each with its remote; a
 * route to a page the build does not expose fails the build.
 */
export function manifestRoutes(
  remote: string,
  exposes: Readonly<Record<string, string>>,
  routes: readonly RemoteRoute[],
): DeclaredRoute[] {
  return routes.map(({ path, expose, access, title, titleHi }) => {
    if (!Object.hasOwn(exposes, `./${expose}`)) {
      throw new Error(`${remote}: the route ${path} needs ./${expose}, which the build does not expose`);
    }
    return { path, remote, expose, access, title, ...(titleHi ? { titleHi } : {}) };
  });
}

/** A page of the shell's fixed route table. */
export interface FixedPage {
  path: string;
  remote: string;
  expose: string;
}

/** One line per problem, naming the route's path: `/settings: outside mfe_owner's paths (/account/...)`. */
export interface RouteClaimProblem {
  path: string;
  text: string;
}

export interface RouteClaimInput {
  /** The container name of the remote whose build declares `routes` (mfe_owner). */
  remote: string;
  /** The routes the remote's build declares (unchecked: read from a manifest or a config file). */
  routes: readonly unknown[];
  /** The shell's fixed route table. */
  pages: readonly FixedPage[];
  /** The routes the other remotes' live releases declare. */
  others: readonly DeclaredRoute[];
  claims: readonly PathClaim[];
}

const SEGMENT = /^(?:[A-Za-z0-9_-]+|:[A-Za-z_][A-Za-z0-9_]*)$/;
const EXPOSE = /^[A-Za-z_$][\w$]*$/;
const ACCESS: readonly string[] = ['public', 'owner', 'admin'];

/** '/p/:slug' and '/P/:id' are one pattern: the router ignores case and parameter names. */
const patternOf = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase()))
    .join('/');

const wellFormed = (path: unknown): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  path
    .slice(1)
    .split('/')
    .every((part) => SEGMENT.test(part));

const isUnder = (path: string, prefix: string) => path.startsWith(prefix) && path.length > prefix.length;

const describeClaims = (claims: readonly PathClaim[]) => claims.map((claim) => `${claim.prefix}...`).join(', ');

type Unchecked = Partial<Record<keyof DeclaredRoute, unknown>>;

/** Everything wrong with one declared route; `siblings`: the other routes the same remote declares. */
function problemsOf(
  route: Unchecked,
  { remote, pages, others, claims }: Omit<RouteClaimInput, 'routes'>,
  siblings: readonly Unchecked[],
): string[] {
  if (!wellFormed(route.path)) {
    return ['not a valid path (/segment/..., each of letters, digits, - and _, or a :param)'];
  }
  const path = route.path;
  const problems: string[] = [];
  if (route.remote !== remote) problems.push(`declared for ${String(route.remote)}, not ${remote}`);
  if (typeof route.expose !== 'string' || !EXPOSE.test(route.expose)) {
    problems.push(`expose ${JSON.stringify(route.expose)} is not the name of an exposed module`);
  }
  if (typeof route.title !== 'string' || !route.title) problems.push('has no title');
  if (route.titleHi !== undefined && (typeof route.titleHi !== 'string' || !route.titleHi)) {
    problems.push('titleHi is not a title');
  }
  if (typeof route.access !== 'string' || !ACCESS.includes(route.access)) {
    problems.push(`access ${JSON.stringify(route.access)} is not public, owner or admin`);
  }
  const own = claims.filter((claim) => claim.remote === remote);
  const claim = own.find((item) => isUnder(path, item.prefix));
  if (!own.length) problems.push(`${remote} has no paths to declare pages under`);
  else if (!claim) problems.push(`outside ${remote}'s paths (${describeClaims(own)})`);
  else if (ACCESS.includes(String(route.access)) && route.access !== claim.access) {
    problems.push(`access ${String(route.access)}, but ${remote}'s paths under ${claim.prefix} are ${claim.access}`);
  }
  const pattern = patternOf(path);
  for (const page of pages.filter((item) => patternOf(item.path) === pattern)) {
    problems.push(
      page.path === path
        ? `a page of the shell's route table (${page.remote} ./${page.expose})`
        : `the same pattern as the shell's route ${page.path}`,
    );
  }
  for (const other of others.filter((item) => item.remote !== remote && patternOf(item.path) === pattern)) {
    problems.push(
      other.path === path
        ? `claimed by ${other.remote}'s live release`
        : `the same pattern as ${other.path}, claimed by ${other.remote}'s live release`,
    );
  }
  if (siblings.some((item) => wellFormed(item.path) && patternOf(item.path) === pattern)) {
    problems.push('declared twice');
  }
  return problems;
}

const asRoute = (value: unknown): Unchecked => (value && typeof value === 'object' ? value : {}) as Unchecked;

/**
 * What keeps the routes one remote's build declares from going live: a path outside the remote's claims or
 * malformed, another access than the claim's, the path (or its pattern) of a page of the shell's route
 * table or of a route another remote declares live, a route of another remote. Empty when all fit.
 */
export function routeClaimProblems({ routes, ...context }: RouteClaimInput): RouteClaimProblem[] {
  const checked = routes.map(asRoute);
  return checked.flatMap((route, index) => {
    // Both copies of a duplicate are refused: neither can be chosen over the other.
    const siblings = checked.filter((_, other) => other !== index);
    return problemsOf(route, context, siblings).map((text) => ({
      path: String(route.path),
      text: `${route.path}: ${text}`,
    }));
  });
}

/**
 * The routes of runtime-config.json that the shell serves: every route with a problem (as the gate would
 * report it, against the other remotes' routes) is dropped, and its problems returned for the log.
 */
export function acceptDeclaredRoutes(
  configRoutes: readonly unknown[],
  pages: readonly FixedPage[],
  claims: readonly PathClaim[],
): { routes: DeclaredRoute[]; problems: RouteClaimProblem[] } {
  const all = configRoutes.map(asRoute);
  const accepted: DeclaredRoute[] = [];
  const problems: RouteClaimProblem[] = [];
  for (const [index, route] of all.entries()) {
    const remote = String(route.remote);
    const others = all.filter((item) => item.remote !== remote && wellFormed(item.path)) as DeclaredRoute[];
    const siblings = all.filter((item, other) => other !== index && item.remote === remote);
    const texts = problemsOf(route, { remote, pages, others, claims }, siblings);
    if (texts.length)
      problems.push(...texts.map((text) => ({ path: String(route.path), text: `${route.path}: ${text}` })));
    else accepted.push(route as DeclaredRoute);
  }
  return { routes: accepted, problems };
}
