// Two teams' CI promoting at once through the deploy API: the CLI's lock serialises them, as it does for
// people at terminals, and the history stays the truth of the live config.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { replay, sameSite, stateOfConfig } from '../../release/site-history.mjs';
import { apiSite } from './api-site.mjs';

let site;
beforeEach(async () => {
  site = await apiSite();
});
afterEach(() => site.close());

it('runs 12 concurrent promotes and rollbacks of two teams: each that returned code 0 is in the history in order, which replays to the live config', async () => {
  const owner = await site.token({ team: 'owner', apps: 'mfe-owner', envs: 'production' });
  const visitor = await site.token({ team: 'public', apps: 'mfe-public', envs: 'production' });
  const calls = [];
  for (let round = 0; round < 3; round++) {
    for (const [token, app] of [
      [owner, 'mfe-owner'],
      [visitor, 'mfe-public'],
    ]) {
      const version = round % 2 ? '1.1.0' : '1.2.0';
      calls.push({ token, body: { command: 'promote', app, version, options: { reason: `round ${round}` } } });
      calls.push({ token, body: { command: 'rollback', app } });
    }
  }
  expect(calls).toHaveLength(12);
  const answers = await Promise.all(calls.map(({ token, body }) => site.command(token.token, body)));
  for (const answer of answers) expect(answer.status, answer.text).toBe(200);

  const history = site.history();
  const revs = history.entries.map((entry) => entry.rev);
  expect(revs).toEqual(revs.map((_, index) => index + 1));
  const succeeded = answers.filter((answer) => answer.json.code === 0);
  expect(succeeded.length).toBeGreaterThan(0);
  expect(succeeded.length).toBe(history.entries.length);
  for (const [index, answer] of answers.entries()) {
    const last = answer.json.lines.at(-1);
    if (answer.json.code !== 0) {
      expect(last).toMatch(/nothing to switch|no switch to roll back/);
      continue;
    }
    const rev = Number(/\(#(\d+) by/.exec(last)?.[1]);
    const entry = history.entries[rev - 1];
    const { token, body } = calls[index];
    expect(entry).toMatchObject({
      action: body.command,
      app: body.app,
      actor: `${token.record.team}:${token.record.id}`,
    });
    expect(last).toContain(`${body.command === 'promote' ? 'promoted' : 'rolled back'} ${body.app}`);
  }
  expect(sameSite(replay(history), stateOfConfig(site.live()))).toBe(true);
}, 90_000);
