/** Longest wait for the canvas before the panel follows anyway (a busy low-end worker). */
export const DRAWN_WAIT_CAP_MS = 400;

/**
 * Runs `then` once the canvas shows what was just sent to the render worker, or after `capMs`.
 * `then(panel)`: panel is false when the person touched the page meanwhile (another tab, another
 * tile): the panel that would follow the add must not be pulled over what they went to.
 *
 * Why wait: the panel that follows an add (样式) is a mount, a layout and a paint of its own
 * (~35 ms at 4× in a trace), and the recent-icons write re-renders the library's grid. Both
 * ran while the worker was drawing the new icon and held the page's side of its frame (the
 * tap → icon drawn figure, bench 34).
 */
export function afterDrawn(flush: () => Promise<void>, then: (panel: boolean) => void, capMs = DRAWN_WAIT_CAP_MS): void {
  let done = false;
  let touched = false;
  const onTouch = () => {
    touched = true;
  };
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(cap);
    document.removeEventListener('pointerdown', onTouch, true);
    then(!touched);
  };
  const cap = setTimeout(finish, capMs);
  document.addEventListener('pointerdown', onTouch, true);
  // A timer, not a call now: the add's patch is posted in a microtask after the intent
  // (patchForwarder.ts), and the worker's flush answers for what it has been sent.
  setTimeout(() => {
    flush().then(finish, finish);
  }, 0);
}
