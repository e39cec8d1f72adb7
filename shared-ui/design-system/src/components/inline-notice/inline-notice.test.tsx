import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoIcon } from '../icons/icons';
import { InlineNotice } from './inline-notice';

describe('InlineNotice', () => {
  it('is a polite status with its title first, then the text', () => {
    render(
      <InlineNotice title="You are offline." tone="warning" icon={<InfoIcon />}>
        Tap Send again when you are back online.
      </InlineNotice>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('You are offline. Tap Send again when you are back online.');
    expect(notice.className).toContain('warning');
    expect(notice.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a className the app passes', () => {
    render(<InlineNotice title="Saved." className="mine" />);
    expect(screen.getByRole('status')).toHaveClass('mine');
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved\.$/);
  });
});
