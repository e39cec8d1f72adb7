import { vi } from 'vitest';

/**
 * For tests, imported before the modules they test: the federation runtime's calls the shell makes are these
 * mocks, the rest of the runtime is the real one.
 */
export const federationRuntime = {
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(),
};

vi.mock('@module-federation/enhanced/runtime', async (original) => ({
  ...(await original<typeof import('@module-federation/enhanced/runtime')>()),
  ...federationRuntime,
}));
