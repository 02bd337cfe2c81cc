/**
 * The site's Trusted Types policies. Every page is served with `require-trusted-types-for 'script'`:
 * the browser refuses a plain string where it would parse HTML or load a script, and takes only a
 * value a named policy made. Each policy below is the one place that vouches for one kind of string;
 * the web servers' Content-Security-Policy lists exactly these names (platform/src/deploy/http-policy.ts),
 * so a policy of any other name cannot be created on the site's pages.
 */
export const trustedTypesPolicies = {
  /** The start script of every page (shell/index.html): the page's own code, from its own origin. */
  pageCode: 'tla-page-code',
  /** A section's server HTML, read back from the page the server sent, that its island takes over. */
  islandHtml: 'tla-island-html',
  /** Article HTML from compileMarkdown, which keeps no raw HTML of its source. */
  articleHtml: 'tla-article-html',
  /** JSON-LD text (jsonLdText), escaped so that it cannot end its element. */
  jsonLd: 'tla-json-ld',
  /** The ad network's loader, and no other URL. */
  adScript: 'tla-ad-script',
  /**
   * The browser's fallback for sinks no named policy covered: it accepts only the fixed strings of
   * libraries that cannot be given a policy (LIBRARY_STATIC_HTML), never anything else.
   */
  reactScriptElement: 'default',
} as const;

export type TrustedTypesPolicyName =
  (typeof trustedTypesPolicies)[keyof typeof trustedTypesPolicies];

/** The string React parses to create a <script> element (react-dom's createInstance). */
export const REACT_SCRIPT_ELEMENT_HTML = '<script></script>';

/** The style Radix's Select viewport writes with dangerouslySetInnerHTML (hides its scrollbar). */
export const RADIX_SELECT_VIEWPORT_STYLE =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}';

/**
 * What the default policy lets through: React's empty <script> element (the JSON-LD of a page
 * reached in the app; scripts created that way never run) and Radix Select's fixed style. The
 * test pins each to the installed library's source.
 */
export const LIBRARY_STATIC_HTML: readonly string[] = [
  REACT_SCRIPT_ELEMENT_HTML,
  RADIX_SELECT_VIEWPORT_STYLE,
];

/** The browser's TrustedHTML and TrustedScriptURL: opaque values only a policy makes. */
type TrustedValue = object;
type PolicyRules = {
  createHTML?: (input: string) => string | null;
  createScriptURL?: (input: string) => string;
};
type Policy = {
  createHTML: (input: string) => TrustedValue;
  createScriptURL: (input: string) => TrustedValue;
};

const isPolicy = (value: unknown): value is Policy =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'createHTML') === 'function' &&
  typeof Reflect.get(value, 'createScriptURL') === 'function';

/**
 * The page's policies, shared by every bundle on it (the shell and each remote carry their own copy
 * of this module): a name can be created once per page unless the CSP says 'allow-duplicates'.
 */
const REGISTRY = Symbol.for('tla.trusted-types.policies');

function registry(): Map<string, Policy> {
  const existing: unknown = Reflect.get(globalThis, REGISTRY);
  if (existing instanceof Map) return existing;
  const created = new Map<string, Policy>();
  Reflect.set(globalThis, REGISTRY, created);
  return created;
}

/**
 * The policy `name` with `rules`, created on first use; undefined where the browser has no Trusted
 * Types (Firefox before 147, Node while prerendering, jsdom), where plain strings are what sinks take.
 */
function policy(name: TrustedTypesPolicyName, rules: PolicyRules): Policy | undefined {
  const known = registry().get(name);
  if (known) return known;
  const factory: unknown = Reflect.get(globalThis, 'trustedTypes');
  if (typeof factory !== 'object' || factory === null) return undefined;
  const createPolicy: unknown = Reflect.get(factory, 'createPolicy');
  if (typeof createPolicy !== 'function') return undefined;
  const created: unknown = Reflect.apply(createPolicy, factory, [name, rules]);
  if (!isPolicy(created)) return undefined;
  registry().set(name, created);
  return created;
}

const same = (input: string) => input;

/** React's dangerouslySetInnerHTML value type: a string, or the browser's TrustedHTML. */
export type InnerHtml = string | TrustedHTML;

/** A value typed by @types/react's TrustedHTML: the browser's, made by a policy. */
const asInnerHtml = (value: TrustedValue | string): InnerHtml => value;

/** HTML the policy `name` vouches for, ready for dangerouslySetInnerHTML. */
export function trustedHtml(
  name: 'tla-island-html' | 'tla-article-html' | 'tla-json-ld',
  html: string,
): InnerHtml {
  const made = policy(name, { createHTML: same });
  return made ? asInnerHtml(made.createHTML(html)) : html;
}

/**
 * Sets a script element's `src` through the policy `name`, which accepts only URLs `allowed` says
 * yes to: any other URL throws (a Trusted Types violation) instead of loading.
 */
export function setTrustedScriptSrc(
  script: HTMLScriptElement,
  name: 'tla-ad-script',
  allowed: (url: URL) => boolean,
  src: string,
): void {
  const made = policy(name, {
    createScriptURL: (input) => {
      // A named policy's null would make an empty URL, not a refusal: throw instead.
      if (!allowed(new URL(input, document.baseURI))) throw new TypeError(`${name} refuses ${input}`);
      return input;
    },
  });
  if (!made) {
    script.src = src;
    return;
  }
  // The DOM typings know no TrustedScriptURL: the setter takes it as the browser defines.
  Reflect.set(script, 'src', made.createScriptURL(src));
}

/**
 * The default policy: only LIBRARY_STATIC_HTML passes (returning null refuses any other string,
 * which the browser then reports as a violation). Call before React renders on the client.
 */
export function installDefaultPolicy(): void {
  policy(trustedTypesPolicies.reactScriptElement, {
    createHTML: (input) => (LIBRARY_STATIC_HTML.includes(input) ? input : null),
  });
}
