export { usePublicAction, usePublicData } from './public-calls';
export { NO_SESSION, withSession } from './session-api';
export { useSessionAction, useSessionData } from './session-calls';
export { SessionNotice } from './session-notice';
export type { ActionResult } from './use-server-action';
export type { ServerData, ServerRead } from './use-server-data';
