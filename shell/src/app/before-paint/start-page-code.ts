import {
  PAGE_CODE_ELEMENT_ID,
  ROOT_ELEMENT_ID,
  type PageCode,
} from '@tla/platform/contracts/page-protocol';
import { trustedTypesPolicies } from '@tla/shared-ui/lib/trusted-types';

/** Elements added per task: each starts a request and costs a slow phone's main thread a few ms. */
const ELEMENTS_PER_TASK = 4;
/** An image slow to arrive (a remote having a bad day) holds the code back this long at most. */
const LATEST_START_MS = 3000;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The page's code list; a list that does not parse lists nothing (the page stays as served). */
function readPageCode(text: string): PageCode {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return { scripts: [], preloads: [] };
    return {
      scripts: strings(Reflect.get(parsed, 'scripts')),
      preloads: strings(Reflect.get(parsed, 'preloads')),
    };
  } catch {
    return { scripts: [], preloads: [] };
  }
}

/** The page-code policy: script URLs of the site's own origin only, whatever the list says. */
function scriptUrlPolicy(): { createScriptURL: (url: string) => unknown } {
  const sameOrigin = (url: string) => {
    if (new URL(url, document.baseURI).origin !== location.origin) {
      throw new TypeError(`${trustedTypesPolicies.pageCode} refuses ${url}`);
    }
    return url;
  };
  const factory: unknown = Reflect.get(window, 'trustedTypes');
  const createPolicy: unknown = factory ? Reflect.get(factory, 'createPolicy') : undefined;
  if (typeof createPolicy !== 'function') return { createScriptURL: sameOrigin };
  const policy: unknown = Reflect.apply(createPolicy, factory, [
    trustedTypesPolicies.pageCode,
    { createScriptURL: sameOrigin },
  ]);
  const create: unknown = policy ? Reflect.get(policy, 'createScriptURL') : undefined;
  if (typeof create !== 'function')
    throw new TypeError(`${trustedTypesPolicies.pageCode} could not be created`);
  return { createScriptURL: (url) => Reflect.apply(create, policy, [url]) };
}

type Addition = { tag: 'script' | 'link'; url: unknown };

/**
 * Runs inline at the end of every page. A composed page lists its code in the page-code block instead
 * of loading it from the head: its HTML already holds its text and all its CSS, so its
 * code starts once the page has loaded and painted (or LATEST_START_MS after the HTML at the latest),
 * and the page's own bytes never wait behind code. A hidden tab paints nothing, nor does the client
 * page (an empty root): their code starts at once. This script is the one the Content-Security-Policy
 * trusts by its hash; what it loads is trusted in turn ('strict-dynamic').
 */
export function startPageCode(): void {
  const listed = document.getElementById(PAGE_CODE_ELEMENT_ID);
  if (!listed) return;
  const code = readPageCode(listed.textContent || '{}');
  const urls = scriptUrlPolicy();
  const additions: Addition[] = [
    ...code.scripts.map((url): Addition => ({ tag: 'script', url: urls.createScriptURL(url) })),
    ...code.preloads.map((url): Addition => ({ tag: 'link', url })),
  ];
  const addSome = () => {
    for (const { tag, url } of additions.splice(0, ELEMENTS_PER_TASK)) {
      const element = document.createElement(tag);
      element.crossOrigin = 'anonymous';
      if (element instanceof HTMLScriptElement) {
        element.type = 'module';
        // A TrustedScriptURL where the browser has Trusted Types: the DOM typings know no such value.
        Reflect.set(element, 'src', url);
      } else if (element instanceof HTMLLinkElement) {
        element.rel = 'modulepreload';
        element.href = String(url);
      }
      document.head.appendChild(element);
    }
    if (additions.length > 0) setTimeout(addSome, 0);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    addSome();
  };
  // Two frames after the load event: the last paint has reached the screen.
  const afterPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (document.visibilityState === 'hidden' || (root && !root.firstChild)) start();
  else if (document.readyState === 'complete') afterPaint();
  else {
    window.addEventListener('load', afterPaint, { once: true });
    setTimeout(start, LATEST_START_MS);
  }
}
