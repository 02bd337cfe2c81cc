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
  /**
   * A section's server HTML that its island takes over: read back from the page the server sent, or
   * the page's fragment its remote published, fetched from where the section's code comes from.
   */
  islandHtml: 'tla-island-html',
  /** Article HTML from compileMarkdown, which keeps no raw HTML of its source. */
  articleHtml: 'tla-article-html',
  /**
   * JSON-LD text (jsonLdText), escaped so that it cannot end its element: only a JSON object whose
   * `@context` is schema.org's, never another kind of script text (an import map is JSON too).
   */
  jsonLd: 'tla-json-ld',
  /** The ad network's loader, and no other URL. */
  adScript: 'tla-ad-script',
  /**
   * The browser's fallback for sinks no named policy covered: it accepts only the fixed strings of
   * libraries that cannot be given a policy (LIBRARY_STATIC_HTML) as HTML, and no script text at all.
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
  createScript?: (input: string) => string | null;
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

type HtmlPolicyName = 'tla-island-html' | 'tla-article-html';

/** What each policy made, by its input: one page's articles and sections, a bounded set. */
const madeHtml = new WeakMap<Policy, Map<string, InnerHtml>>();

/**
 * `html` through `made`, ready for dangerouslySetInnerHTML. The same string gets the same object:
 * React compares `__html` by identity on every render and writes innerHTML again when it differs,
 * which would replace the elements (a heading observed by the contents list, say).
 */
function madeOnce(made: Policy, html: string): InnerHtml {
  let byInput = madeHtml.get(made);
  if (!byInput) {
    byInput = new Map();
    madeHtml.set(made, byInput);
  }
  const known = byInput.get(html);
  if (known !== undefined) return known;
  const created = asInnerHtml(made.createHTML(html));
  byInput.set(html, created);
  return created;
}

/** HTML the policy `name` vouches for, ready for dangerouslySetInnerHTML. */
export function trustedHtml(name: HtmlPolicyName, html: string): InnerHtml {
  const made = policy(name, { createHTML: same });
  return made ? madeOnce(made, html) : html;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `text` is one JSON object in schema.org's vocabulary: structured data, nothing else. */
function isSchemaOrgJsonLd(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (!isRecord(parsed)) return false;
  const context = parsed['@context'];
  return typeof context === 'string' && /^https?:\/\/schema\.org\/?$/.test(context);
}

/**
 * A JSON-LD block's text for its <script type="application/ld+json">, through the JSON-LD policy,
 * which refuses (throws) anything but schema.org structured data.
 */
export function trustedJsonLd(text: string): InnerHtml {
  const made = policy(trustedTypesPolicies.jsonLd, {
    createHTML: (input) => {
      // A named policy's null would make an empty string, not a refusal: throw instead.
      if (!isSchemaOrgJsonLd(input))
        throw new TypeError(
          `${trustedTypesPolicies.jsonLd} refuses text that is not schema.org JSON-LD`,
        );
      return input;
    },
  });
  if (!made) return text;
  return madeOnce(made, text);
}

/**
 * Replaces `element`'s children with HTML the policy `name` vouches for, outside React (which then
 * must not render children into it). Not kept by input, unlike trustedHtml: no identity is compared.
 */
export function setTrustedInnerHtml(element: Element, name: HtmlPolicyName, html: string): void {
  const made = policy(name, { createHTML: same });
  // The DOM typings know no TrustedHTML: the setter takes it as the browser defines.
  Reflect.set(element, 'innerHTML', made ? made.createHTML(html) : html);
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
      if (!allowed(new URL(input, document.baseURI)))
        throw new TypeError(`${name} refuses ${input}`);
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
 * The default policy: only LIBRARY_STATIC_HTML passes as HTML (returning null refuses any other
 * string, which the browser then reports as a violation). It refuses every script text: pages run
 * under 'strict-dynamic', where an inline script a page's code inserts runs without a hash, so this
 * is the only gate, and JSON is no safe exception (an import map is JSON and redirects modules).
 * Call before React renders on the client.
 */
export function installDefaultPolicy(): void {
  policy(trustedTypesPolicies.reactScriptElement, {
    createHTML: (input) => (LIBRARY_STATIC_HTML.includes(input) ? input : null),
    createScript: () => null,
  });
}
