// The shell's route table as a package entry (`shell/routes`): the web server's configuration (deploy/)
// matches request paths with the same table and matcher the shell routes with.
export { matchRoute, type RouteMatch, rankRoutes } from './match-route.ts';
export { type Access, ROUTES, type RouteEntry } from './route-table.ts';
