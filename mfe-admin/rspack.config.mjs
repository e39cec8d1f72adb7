import { createAppConfig } from '@qr/platform/build/rspack-app.mjs';

/** The pages this remote exposes; the shell's route table names them. */
export const exposes = {
  './QueriesPage': './src/pages/queries-page.tsx',
};

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_admin',
  port: 3003,
  exposes,
});
