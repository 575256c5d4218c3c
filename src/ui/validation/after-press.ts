/*
 * A field shows its message when it loses focus. When a press elsewhere took the focus (the pointer went down on
 * Save), the message waits until the press is over: appearing between press and release, it would push the button
 * from under the pointer and the click would be lost.
 */
let pressing = false;
let listening = false;
const waiting: (() => void)[] = [];

/** Starts watching presses (once; a form calls it when it mounts, before any of its fields can lose focus). */
export function watchPresses(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pressing = true), true);
  const release = () => {
    pressing = false;
    // After the click that follows the release.
    setTimeout(() => waiting.splice(0).forEach((run) => run()), 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `run` now, or, while a pointer press is under way, once it has ended and its click has been handled. */
export function afterPress(run: () => void): void {
  if (pressing) waiting.push(run);
  else run();
}
