/**
 * Runs `task` once the browser has painted the next frame: a frame callback runs just before the paint, and a
 * task it queues runs after it. For work a page does not need for its first picture (lazy parts, the live
 * connection): started earlier, it runs before that picture, and Lighthouse's largest contentful paint
 * counts every request it makes (issue 13). Returns a function that cancels it if it has not run.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** `afterNextPaint` as a promise. */
export function nextPaint(): Promise<void> {
  return new Promise((done) => {
    afterNextPaint(done);
  });
}
