// @qr/runtime/scheduling: when work runs on the main thread (after the next paint, when the browser is idle).
export { afterNextPaint } from './after-next-paint';
export { whenIdle } from './when-idle';
