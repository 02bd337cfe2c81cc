import { AD_SCRIPT_URL } from '../../config/outbound-sources';

/** The ad network's loader with the publisher id in `client`. */
export function adScriptSrc(publisherId: string): string {
  const url = new URL(AD_SCRIPT_URL);
  url.searchParams.set('client', publisherId);
  return url.href;
}

/** Adds the ad network's script to <head> once: async, anonymous CORS. Returns the element. */
export function injectAdScript(publisherId: string, doc: Document = document): HTMLScriptElement {
  const src = adScriptSrc(publisherId);
  const existing = [...doc.querySelectorAll<HTMLScriptElement>('script[data-ad-script]')].find(
    (script) => script.src === src,
  );
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.crossOrigin = 'anonymous';
  script.dataset.adScript = '';
  doc.head.append(script);
  return script;
}

/** The part of `window` the scheduler uses (a test passes a stand-in). */
export type IdleHost = {
  document: { readyState: DocumentReadyState };
  addEventListener: (type: 'load', listener: () => void, options?: AddEventListenerOptions) => void;
  removeEventListener: (type: 'load', listener: () => void) => void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` once the page is interactive: after the load event, then when the browser is idle (or
 * after a short timeout where idle callbacks do not exist). Returns a function that cancels it.
 */
export function whenPageIsIdle(task: () => void, win: IdleHost = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      idleHandle = win.requestIdleCallback(() => !cancelled && task(), { timeout: 3_000 });
    } else {
      timer = setTimeout(() => !cancelled && task(), 1);
    }
  };

  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });

  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    clearTimeout(timer);
  };
}
