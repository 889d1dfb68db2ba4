let locks = 0;
let previousOverflow = '';

/**
 * Stops the page behind a drawer or modal from scrolling; returns the release. Counted, so
 * a modal over a drawer keeps the lock until both are closed. The page keeps its position.
 */
export function lockScroll(): () => void {
  if (locks === 0) {
    previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
  }
  locks++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks--;
    if (locks === 0) document.documentElement.style.overflow = previousOverflow;
  };
}
