import { setTrustedScriptSrc, trustedTypesPolicies } from '@tla/shared-ui/lib/trusted-types';
import { AD_SCRIPT_URL } from '../../config/outbound-sources';

/** The ad network's loader with the publisher id in `client`. */
export function adScriptSrc(publisherId: string): string {
  const url = new URL(AD_SCRIPT_URL);
  url.searchParams.set('client', publisherId);
  return url.href;
}

/** The ad network's loader, whatever its query: the only script URL the ad policy lets through. */
export function isAdScriptUrl(url: URL): boolean {
  const loader = new URL(AD_SCRIPT_URL);
  return url.origin === loader.origin && url.pathname === loader.pathname;
}

/** Whether this document has loaded the ad network's script (it stays for the document's life). */
export const hasAdScript = (doc: Document): boolean =>
  doc.querySelector('script[data-ad-script]') !== null;

/** Adds the ad network's script to <head> once: async, anonymous CORS. Returns the element. */
export function injectAdScript(publisherId: string, doc: Document = document): HTMLScriptElement {
  const src = adScriptSrc(publisherId);
  const existing = [...doc.querySelectorAll<HTMLScriptElement>('script[data-ad-script]')].find(
    (script) => script.src === src,
  );
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  setTrustedScriptSrc(script, trustedTypesPolicies.adScript, isAdScriptUrl, src);
  script.crossOrigin = 'anonymous';
  script.dataset.adScript = '';
  doc.head.append(script);
  return script;
}
