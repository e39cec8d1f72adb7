export { NO_SESSION, useSessionApi, withSession } from './session-api';
export { SessionNotice } from './session-notice';
export { type ActionResult, useServerAction } from './use-server-action';
export { type ServerData, useServerData } from './use-server-data';
