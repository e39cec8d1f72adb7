import { startTransition, useEffect, useState } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'click'] as const;

/**
 * The pathname the visitor was on when they first touched the page (a pointer, a key, or an assistive
 * tool's click), null before. Until then nothing the page does is a navigation they asked for.
 */
export function useFirstInteraction(): string | null {
  const [since, setSince] = useState<string | null>(null);
  useEffect(() => {
    const mark = () => {
      stop();
      const pathname = window.location.pathname;
      // Not urgent: the touch's own handlers (a row's dialog, a button) render first.
      startTransition(() => setSince(pathname));
    };
    const stop = () => {
      for (const type of EVENTS) window.removeEventListener(type, mark, true);
    };
    for (const type of EVENTS) window.addEventListener(type, mark, true);
    return stop;
  }, []);
  return since;
}
