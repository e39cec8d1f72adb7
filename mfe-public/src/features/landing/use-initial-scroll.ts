import { useEffect } from 'react';
import { LANDING_SCROLL_DELAY_MS, LANDING_SCROLL_PX } from './landing-content';

/** docs/product.md §2: after 500 ms the landing page scrolls 200 px (at once, not smoothly, under reduced motion). */
export function useInitialScroll() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollBy({ top: LANDING_SCROLL_PX, behavior: reduce ? 'instant' : 'smooth' });
    }, LANDING_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
