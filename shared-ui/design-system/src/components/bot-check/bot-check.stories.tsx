import { storyTexts } from '@qr/design-system/story-texts';
import { useMessages } from '@qr/runtime/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { componentMessages } from '../messages';
import { storyHarnessMessages } from '../story-harness/messages';
import { useStoryState } from '../use-story-state';
import { BOT_CHECK_TIMEOUT_MS, BotCheck, type BotCheckHandle, type BotCheckProps } from './bot-check';
import { FAKE_TURNSTILE_TOKEN } from './fake-turnstile';

/** BotCheck beside the token it reports, and a Reset button calling ref.reset(). */
function Harness(props: BotCheckProps) {
  const ref = useRef<BotCheckHandle>(null);
  const [token, setToken] = useStoryState<string | null>(null, props.onToken);
  const t = useMessages(storyHarnessMessages);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <BotCheck {...props} ref={ref} onToken={setToken} />
      <output data-story-harness style={{ fontSize: 14, color: 'var(--color-muted)' }}>
        {t.token}{' '}
        <span data-story-data data-testid="token">
          {token ?? t.none}
        </span>
      </output>
      <Button data-story-harness variant="secondary" onClick={() => ref.current?.reset()}>
        {t.reset}
      </Button>
    </div>
  );
}

const meta = {
  title: 'Design system/Components/BotCheck',
  component: BotCheck,
  render: (args) => <Harness {...args} />,
  args: { onToken: fn(), onReloadRequest: fn() },
  parameters: { turnstile: 'pass' },
} satisfies Meta<typeof BotCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

const alertOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[role="alert"]') as HTMLElement;
const tokenOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('token').textContent;

/** The fake Turnstile fails in `turnstile`'s way: the alert says `text` of the components' catalog, no token is given. */
const failingWith = (turnstile: string, text: 'botCheckError' | 'botCheckTimeout' | 'botCheckRenderFailed'): Story => ({
  parameters: { turnstile },
  play: async ({ canvasElement, args, globals }) => {
    const failed = storyTexts(componentMessages, globals)[text];
    await waitFor(() => expect(alertOf(canvasElement)).toHaveTextContent(failed));
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
});

export const Loading: Story = {
  name: 'Loading (script never arrives, before 10 s)',
  parameters: { turnstile: 'never-loads' },
  play: async ({ canvasElement, globals }) => {
    const name = storyTexts(componentMessages, globals).botCheckReload;
    await expect(alertOf(canvasElement)).toHaveTextContent('');
    await expect(within(canvasElement).getByRole('button', { name })).toBeInTheDocument();
  },
};

export const TokenObtained: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onToken).toHaveBeenCalledWith(FAKE_TURNSTILE_TOKEN));
    await expect(tokenOf(canvasElement)).toBe(FAKE_TURNSTILE_TOKEN);
    await expect(alertOf(canvasElement)).toHaveTextContent('');
  },
};

export const ResetClearsToken: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await waitFor(() => expect(args.onToken).toHaveBeenCalledWith(FAKE_TURNSTILE_TOKEN));
    const { reset } = storyTexts(storyHarnessMessages, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: reset }));
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(args.onToken).toHaveBeenLastCalledWith(FAKE_TURNSTILE_TOKEN));
  },
};

export const Failed: Story = failingWith('error', 'botCheckError');

export const Expired: Story = {
  parameters: { turnstile: 'expire' },
  play: async ({ canvasElement, args, globals }) => {
    const expired = storyTexts(componentMessages, globals).botCheckExpired;
    await waitFor(() => expect(args.onToken).toHaveBeenCalledWith(FAKE_TURNSTILE_TOKEN));
    await waitFor(() => expect(alertOf(canvasElement)).toHaveTextContent(expired));
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
    await expect(tokenOf(canvasElement)).toBe(storyTexts(storyHarnessMessages, globals).none);
  },
};

export const TimedOut: Story = failingWith('timeout', 'botCheckTimeout');

export const RenderFailure: Story = failingWith('render-throws', 'botCheckRenderFailed');

export const ScriptNotLoaded: Story = {
  name: 'Script not loaded (10 s)',
  parameters: { turnstile: 'never-loads' },
  play: async ({ canvasElement, args, globals }) => {
    const scriptFailed = storyTexts(componentMessages, globals).botCheckScriptFailed;
    await expect(alertOf(canvasElement)).toHaveTextContent('');
    await waitFor(() => expect(alertOf(canvasElement)).toHaveTextContent(scriptFailed), {
      timeout: BOT_CHECK_TIMEOUT_MS + 3000,
      interval: 250,
    });
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
};

export const ReloadLink: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const name = storyTexts(componentMessages, globals).botCheckReload;
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await expect(args.onReloadRequest).toHaveBeenCalledOnce();
  },
};
