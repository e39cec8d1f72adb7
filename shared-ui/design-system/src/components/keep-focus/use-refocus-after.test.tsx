import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useRefocusAfter } from './use-refocus-after';

function Form({ busy, done }: { busy: boolean; done: boolean }) {
  const field = useRef<HTMLInputElement>(null);
  useRefocusAfter(busy, () => field.current);
  return (
    <div>
      <input ref={field} aria-label="Query" />
      <button type="button" disabled={busy || done}>
        Send
      </button>
      <button type="button">Elsewhere</button>
    </div>
  );
}

describe('useRefocusAfter', () => {
  it('leaves focus alone on mount', () => {
    render(<Form busy={false} done={false} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the target when busy ends with focus on <body>', () => {
    const { rerender } = render(<Form busy={false} done={false} />);
    screen.getByRole('button', { name: 'Send' }).focus();
    rerender(<Form busy done={false} />);
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<Form busy={false} done />);
    expect(screen.getByLabelText('Query')).toHaveFocus();
  });

  it('keeps focus where the visitor put it meanwhile', () => {
    const { rerender } = render(<Form busy={false} done={false} />);
    rerender(<Form busy done={false} />);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(<Form busy={false} done />);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
