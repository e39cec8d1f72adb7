/**
 * Runs `callback` in a task after the next frame has painted; returns a function that cancels it. A focus there
 * finds the page styled and laid out: focusing in the task that renders a page or an overlay forces that
 * style and layout into the task, on top of the render (20 to 50 ms more of a slow phone's main thread).
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
