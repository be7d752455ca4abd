const loading = new Map<string, Promise<void>>();

/** Adds a script to the page once per address; later callers share the first load. */
export function loadScriptOnce(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.body.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
