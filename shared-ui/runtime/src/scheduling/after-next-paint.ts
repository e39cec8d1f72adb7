/**
 * Runs `callback` in a task after the next frame has painted; returns a function that cancels it. A focus there
 * finds the page styled and laid out: focusing in the task that renders a page or an overlay forces that
 * style and layout into the task, on top of the render, and on a slow phone makes it a long task.
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
