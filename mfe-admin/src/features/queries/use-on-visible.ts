import { type RefObject, useEffect } from 'react';

/** Calls onVisible whenever the element scrolls into view (used on the last list item). */
export function useOnVisible(ref: RefObject<Element | null>, onVisible: () => void, enabled: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onVisible, enabled]);
}
