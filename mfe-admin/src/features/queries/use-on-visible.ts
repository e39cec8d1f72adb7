import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Calls onVisible whenever the element given to the returned ref scrolls into view (the list's last item,
 * which a windowed list draws only when it is near).
 */
export function useOnVisible(onVisible: () => void, enabled: boolean) {
  const [element, setElement] = useState<Element | null>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    if (!element || !enabled) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return useCallback((next: Element | null) => setElement(next), []);
}
