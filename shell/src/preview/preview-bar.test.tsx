import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../test-utils';
import { previewMessages } from './messages';
import { OWNER_PREVIEW } from './preview.fixture';
import PreviewBar from './preview-bar';
import { PREVIEW_KEY } from './preview-request';

const PREVIEW = OWNER_PREVIEW;

function renderIn(language: 'en' | 'hi') {
  renderInLanguage(language, <PreviewBar preview={PREVIEW} />);
}

describe('PreviewBar', () => {
  it('names the release under preview in a landmark, with the way back to the live site', async () => {
    renderIn('en');
    const bar = screen.getByRole('complementary', { name: 'Preview' });
    expect(bar).toHaveTextContent('Preview: mfe-owner 1.2.0');
    sessionStorage.setItem(PREVIEW_KEY, 'mfe-owner@1.2.0.1767225600.signature');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'End preview' }));
    vi.unstubAllGlobals();
    // The preview is forgotten, and the tab loads the live site again.
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks Hindi to a Hindi tester', async () => {
    await previewMessages.load();
    renderIn('hi');
    expect(screen.getByRole('complementary', { name: 'प्रीव्यू' })).toHaveTextContent('प्रीव्यू: mfe-owner 1.2.0');
    expect(screen.getByRole('button', { name: 'प्रीव्यू बंद करें' })).toBeInTheDocument();
  });
});
