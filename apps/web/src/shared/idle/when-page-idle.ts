/** Runs `work` once the page has loaded and the browser is idle: for code no first paint needs. */
export function whenPageIdle(work: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
