import { useEffect, useRef, useState } from 'react';

export const RESUME_SCROLL_DELAY_MS = 500;
export const RESUME_HIGHLIGHT_MS = 3000;

/**
 * docs/product.md §4: when a paused vehicle's details load, scroll to the resume button after 500 ms and
 * highlight it for 3 s. `trigger` changes once per load of a paused vehicle (null otherwise).
 */
export function useResumeHighlight<T extends HTMLElement>(trigger: number | null) {
  const ref = useRef<T>(null);
  const [highlighted, setHighlighted] = useState(false);

  useEffect(() => {
    if (trigger === null) return;
    let clear: number | undefined;
    const start = window.setTimeout(() => {
      ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      setHighlighted(true);
      clear = window.setTimeout(() => setHighlighted(false), RESUME_HIGHLIGHT_MS);
    }, RESUME_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(clear);
      setHighlighted(false);
    };
  }, [trigger]);

  return { ref, highlighted };
}
