const loaded = new Map<string, Promise<void>>();

/**
 * Adds the script once and settles when it has called back through `onload` (the vendors' scripts define
 * their API only then) or failed to load. A failed load is forgotten, so a later request tries again.
 */
export function loadScript(src: string, callbackName: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const callbacks = window as unknown as Record<string, unknown>;
      callbacks[callbackName] = () => {
        delete callbacks[callbackName];
        resolve();
      };
      const script = document.createElement('script');
      script.src = `${src}${src.includes('?') ? '&' : '?'}onload=${callbackName}`;
      script.async = true;
      script.addEventListener('error', () => {
        loaded.delete(src);
        script.remove();
        reject(new Error(`captcha script ${src} failed to load`));
      });
      document.head.append(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}
