import { createAppConfig } from 'shared-ui/build/rspack-app.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_admin',
  port: 3003,
  exposes: {
    './QueriesPage': './src/pages/queries-page.tsx',
  },
});
