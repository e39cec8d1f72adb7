import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../../../mfe-*/src/**/*.stories.@(ts|tsx)',
    // The shell's own pages (status, loading), rendered without the federation runtime.
    '../../../shell/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables on the docs pages, read from the components' TypeScript by react-docgen (Babel: no TS compiler API).
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: {
        // The remotes' and the shell's stories import the design system by its package name: compile it from source.
        alias: [{ find: /^@qr\/design-system$/, replacement: path.resolve(dirname, '../src/components/index.ts') }],
        // One copy of the singletons, whichever package's node_modules a story file sits beside.
        dedupe: ['react', 'react-dom', 'react-router-dom', 'jotai'],
      },
      server: { fs: { allow: [path.resolve(dirname, '../../..')] } },
    });
  },
};

export default config;
