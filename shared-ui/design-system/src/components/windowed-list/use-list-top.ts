import { type RefObject, useEffect, useState } from 'react';

/**
 * Where the list starts in the page (px from the document's top), read again whenever the page's layout
 * changes size (content above the list loaded, a font swapped, the window resized). Read in a ResizeObserver
 * callback, after the browser has laid the page out: never a layout of its own in React's commit or a scroll.
 */
export function useListTop(listRef: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    if (!list || !enabled) return;
    const read = () => setTop(Math.round(list.getBoundingClientRect().top + window.scrollY));
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    window.addEventListener('resize', read);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', read);
    };
  }, [listRef, enabled]);
  return top;
}
