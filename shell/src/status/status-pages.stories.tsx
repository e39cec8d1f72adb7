import { storyTexts } from '@qr/design-system/story-texts';
import { loadRuntimeConfig } from '@qr/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AccessDenied from './access-denied';
import { ConfigErrorPage } from './config-error-page';
import { statusMessages } from './messages';
import { RemoteUnavailable } from './remote-unavailable';

/** A misfit's detail, for operators (federation/unavailable-page.tsx words it from the release gate's problems). */
const MISFIT = 'mfe_owner 2.4.0 does not fit this site: it shares react 18.3.1, the shell 19.3.1';

const meta = {
  title: 'Screens/Shell/Status pages',
  component: RemoteUnavailable,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RemoteUnavailable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site answers (here: Storybook's server), so the help says the site is being updated. */
export const RemoteUnavailableWhileUpdating: Story = {
  name: 'Remote unavailable (site being updated)',
  play: async ({ canvasElement, globals }) => {
    const { updatingHelp } = storyTexts(statusMessages, globals);
    await expect(await within(canvasElement).findByText(updatingHelp)).toBeVisible();
  },
};

/** The visitor is offline: the help asks them to check their connection. */
export const RemoteUnavailableOffline: Story = {
  name: 'Remote unavailable (visitor offline)',
  beforeEach() {
    // An own property over Navigator.prototype's getter, deleted after the story.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    return () => {
      delete (navigator as { onLine?: boolean }).onLine;
    };
  },
  play: async ({ canvasElement, globals }) => {
    const { unavailableHelp } = storyTexts(statusMessages, globals);
    await expect(await within(canvasElement).findByText(unavailableHelp)).toBeVisible();
  },
};

/** The remote's build does not fit the shell: the operators' detail under the help. */
export const RemoteUnavailableMisfit: Story = {
  name: 'Remote unavailable (build does not fit)',
  args: { detail: MISFIT },
  parameters: { typed: [MISFIT] },
};

export const AccessDeniedPage: Story = {
  name: 'Access denied',
  render: () => <AccessDenied />,
};

/** The problem is worded by the runtime itself, from a runtime-config.json whose apiBaseUrl is not a URL. */
export const ConfigurationError: Story = {
  name: 'Configuration error',
  parameters: { router: { own: true } },
  loaders: async () => {
    const result = await loadRuntimeConfig('/runtime-config.json', async () =>
      Response.json({ apiBaseUrl: 'not a url' }),
    );
    const problem = result.ok ? '' : result.problem;
    // The problem names the config's key and value as they are, and the page's Hindi keeps an operator's
    // technical names in Latin script: not words to translate.
    return { problem, typed: [problem, 'runtime configuration', 'index.html', 'runtime-config.json', 'build'] };
  },
  render: (_args, { loaded }) => <ConfigErrorPage problem={String(loaded.problem)} />,
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(String(loaded.problem))).toBeVisible();
  },
};
