import { createAppConfig } from 'shared-ui/build/rspack-app.mjs';

export default createAppConfig({ dir: import.meta.dirname, name: 'shell', port: 3000, publicPath: '/' });
