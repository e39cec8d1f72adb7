export { default } from '../shared-ui/vitest.apps';
