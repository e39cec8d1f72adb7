import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { useStoryState } from '../use-story-state';
import {
  BOT_CHECK_MESSAGES,
  BOT_CHECK_RELOAD_LABEL,
  BOT_CHECK_TIMEOUT_MS,
  BotCheck,
  type BotCheckHandle,
  type BotCheckProps,
} from './bot-check';
import { FAKE_TURNSTILE_TOKEN } from './fake-turnstile';

/** BotCheck beside the token it reports, and a Reset button calling ref.reset(). */
function Harness(props: BotCheckProps) {
  const ref = useRef<BotCheckHandle>(null);
  const [token, setToken] = useStoryState<string | null>(null, props.onToken);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <BotCheck {...props} ref={ref} onToken={setToken} />
      <output data-story-harness data-testid="token" style={{ fontSize: 14, color: 'var(--color-muted)' }}>
        Token: {token ?? 'none'}
      </output>
      <Button data-story-harness variant="secondary" onClick={() => ref.current?.reset()}>
        Reset
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

export const Loading: Story = {
  name: 'Loading (script never arrives, before 10 s)',
  parameters: { turnstile: 'never-loads' },
  play: async ({ canvasElement }) => {
    await expect(alertOf(canvasElement)).toHaveTextContent('');
    await expect(within(canvasElement).getByRole('button', { name: BOT_CHECK_RELOAD_LABEL })).toBeInTheDocument();
  },
};

export const TokenObtained: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onToken).toHaveBeenCalledWith(FAKE_TURNSTILE_TOKEN));
    await expect(tokenOf(canvasElement)).toBe(`Token: ${FAKE_TURNSTILE_TOKEN}`);
    await expect(alertOf(canvasElement)).toHaveTextContent('');
  },
};

export const ResetClearsToken: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onToken).toHaveBeenCalledWith(FAKE_TURNSTILE_TOKEN));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset' }));
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(args.onToken).toHaveBeenLastCalledWith(FAKE_TURNSTILE_TOKEN));
  },
};

export const Failed: Story = {
  parameters: { turnstile: 'error' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(alertOf(canvasElement)).toHaveTextContent(BOT_CHECK_MESSAGES.error));
    await expect(alertOf(canvasElement)).toHaveTextContent('Verification failed. Please try again.');
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
};

export const Expired: Story = {
  parameters: { turnstile: 'expire' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onToken).toHaveBeenCalledWith(FAKE_TURNSTILE_TOKEN));
    await waitFor(() =>
      expect(alertOf(canvasElement)).toHaveTextContent('Verification expired. Please complete the challenge again.'),
    );
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
    await expect(tokenOf(canvasElement)).toBe('Token: none');
  },
};

export const TimedOut: Story = {
  parameters: { turnstile: 'timeout' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(alertOf(canvasElement)).toHaveTextContent('Verification timed out. Please try again.'));
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
};

export const RenderFailure: Story = {
  parameters: { turnstile: 'render-throws' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(alertOf(canvasElement)).toHaveTextContent('Failed to load verification system. Please refresh the page.'),
    );
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
};

export const ScriptNotLoaded: Story = {
  name: 'Script not loaded (10 s)',
  parameters: { turnstile: 'never-loads' },
  play: async ({ canvasElement, args }) => {
    await expect(alertOf(canvasElement)).toHaveTextContent('');
    await waitFor(
      () =>
        expect(alertOf(canvasElement)).toHaveTextContent(
          'Verification system failed to load. Please check your internet connection and refresh.',
        ),
      { timeout: BOT_CHECK_TIMEOUT_MS + 3000, interval: 250 },
    );
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
};

export const ReloadLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: "Click here if verification doesn't load" }),
    );
    await expect(args.onReloadRequest).toHaveBeenCalledOnce();
  },
};
