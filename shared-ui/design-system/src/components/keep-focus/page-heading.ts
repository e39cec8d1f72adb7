/** The page's heading (made focusable without entering the Tab order), else the main landmark. */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  return document.querySelector<HTMLElement>('main, [role="main"]');
}

/**
 * A Try Again that replaces its own error state (with a loading state, then the content) would leave focus
 * on <body>: focus goes to the page's heading first, which stays, and the next Tab reaches the new content.
 */
export function retryFromHeading(retry: () => void): () => void {
  return () => {
    pageHeading()?.focus();
    retry();
  };
}
