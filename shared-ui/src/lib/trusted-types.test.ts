import { afterEach, expect, test, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  installDefaultPolicy,
  RADIX_SELECT_VIEWPORT_STYLE,
  REACT_SCRIPT_ELEMENT_HTML,
  setTrustedInnerHtml,
  setTrustedScriptSrc,
  trustedHtml,
  trustedJsonLd,
  trustedTypesPolicies,
} from './trusted-types';

type Rules = {
  createHTML?: (input: string) => string | null;
  createScript?: (input: string) => string | null;
  createScriptURL?: (input: string) => string;
};

/** A stand-in for the browser's factory: records each policy created and wraps what it returns. */
function fakeTrustedTypes() {
  const created: { name: string; rules: Rules }[] = [];
  const factory = {
    createPolicy: (name: string, rules: Rules) => {
      if (created.some((policy) => policy.name === name)) throw new TypeError(`${name} exists`);
      created.push({ name, rules });
      return {
        createHTML: (input: string) => ({ html: rules.createHTML?.(input) }),
        createScriptURL: (input: string) => ({
          url: rules.createScriptURL?.(input),
          toString: () => rules.createScriptURL?.(input) ?? '',
        }),
      };
    },
  };
  vi.stubGlobal('trustedTypes', factory);
  return created;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, Symbol.for('tla.trusted-types.policies'));
});

test('without Trusted Types in the browser, sinks take the plain string', () => {
  expect(trustedHtml(trustedTypesPolicies.articleHtml, '<p>a</p>')).toBe('<p>a</p>');
});

test('HTML goes through its named policy, created once per page whichever bundle asks', () => {
  const created = fakeTrustedTypes();
  expect(trustedHtml(trustedTypesPolicies.islandHtml, '<p>a</p>')).toEqual({ html: '<p>a</p>' });
  expect(trustedHtml(trustedTypesPolicies.islandHtml, '<p>b</p>')).toEqual({ html: '<p>b</p>' });
  trustedJsonLd('{"@context":"https://schema.org"}');
  expect(created.map((policy) => policy.name)).toEqual(['tla-island-html', 'tla-json-ld']);
});

test('the same HTML gets the same trusted value, so React never writes it again', () => {
  fakeTrustedTypes();
  const first = trustedHtml(trustedTypesPolicies.articleHtml, '<h2 id="a">A</h2>');
  expect(trustedHtml(trustedTypesPolicies.articleHtml, '<h2 id="a">A</h2>')).toBe(first);
  expect(trustedHtml(trustedTypesPolicies.articleHtml, '<h2 id="b">B</h2>')).not.toBe(first);
  expect(trustedHtml(trustedTypesPolicies.islandHtml, '<h2 id="a">A</h2>')).not.toBe(first);
});

test('HTML written into an element outside React goes through its named policy', () => {
  const created = fakeTrustedTypes();
  const element = document.createElement('div');
  const written = vi.spyOn(element, 'innerHTML', 'set');
  setTrustedInnerHtml(element, trustedTypesPolicies.islandHtml, '<h1>Blog</h1>');
  expect(written).toHaveBeenCalledWith({ html: '<h1>Blog</h1>' });
  expect(created.map((policy) => policy.name)).toEqual(['tla-island-html']);
});

test('without Trusted Types, HTML written outside React is the plain string', () => {
  const element = document.createElement('div');
  setTrustedInnerHtml(element, trustedTypesPolicies.islandHtml, '<h1>Blog</h1>');
  expect(element.querySelector('h1')?.textContent).toBe('Blog');
});

test('the default policy lets React create a <script> element and nothing else through', () => {
  const created = fakeTrustedTypes();
  installDefaultPolicy();
  const rules = created.find((policy) => policy.name === 'default')?.rules;
  expect(rules?.createHTML?.('<script></script>')).toBe('<script></script>');
  expect(rules?.createHTML?.(RADIX_SELECT_VIEWPORT_STYLE)).toBe(RADIX_SELECT_VIEWPORT_STYLE);
  expect(rules?.createHTML?.('<img src=x onerror=alert(1)>')).toBeNull();
  expect(rules?.createHTML?.('<script>alert(1)</script>')).toBeNull();
  expect(rules?.createScriptURL).toBeUndefined();
});

test('the default policy refuses every script text, JSON included (an import map is JSON)', () => {
  const created = fakeTrustedTypes();
  installDefaultPolicy();
  const rules = created.find((policy) => policy.name === 'default')?.rules;
  expect(rules?.createScript?.('{"@context":"https://schema.org"}')).toBeNull();
  expect(rules?.createScript?.('{"imports":{"react":"https://evil.example/react.js"}}')).toBeNull();
  expect(rules?.createScript?.('alert(1)')).toBeNull();
});

test('the JSON-LD policy takes schema.org structured data and refuses any other text', () => {
  fakeTrustedTypes();
  const jsonLd =
    '{"@context":"https://schema.org","@type":"BlogPosting","name":"a \\u003c/script\\u003e"}';
  expect(trustedJsonLd(jsonLd)).toEqual({ html: jsonLd });
  for (const refused of [
    '{"imports":{"react":"https://evil.example/react.js"}}',
    '{"@context":"https://evil.example","@type":"Thing"}',
    '[{"@context":"https://schema.org"}]',
    '{"@context":"https://schema.org"};alert(1)',
    'alert(1)',
  ]) {
    expect(() => trustedJsonLd(refused), refused).toThrow('tla-json-ld refuses');
  }
});

test('a script URL the policy does not allow throws instead of loading', () => {
  fakeTrustedTypes();
  const allowed = (url: URL) => url.origin === 'https://ads.example';
  const script = document.createElement('script');
  setTrustedScriptSrc(script, trustedTypesPolicies.adScript, allowed, 'https://ads.example/a.js');
  expect(script.src).toBe('https://ads.example/a.js');
  const other = document.createElement('script');
  expect(() =>
    setTrustedScriptSrc(other, trustedTypesPolicies.adScript, allowed, 'https://evil.example/a.js'),
  ).toThrow('tla-ad-script refuses https://evil.example/a.js');
  expect(other.src).toBe('');
});

test('the strings the default policy lets through are the installed libraries’ own', () => {
  const require = createRequire(import.meta.url);
  const source = (module: string) => readFileSync(require.resolve(module), 'utf8');
  const reactDom = require
    .resolve('react-dom/client')
    .replace(/client\.js$/, 'cjs/react-dom-client.production.js');
  expect(readFileSync(reactDom, 'utf8')).toContain(
    `.innerHTML = "${REACT_SCRIPT_ELEMENT_HTML.replace('</', '\\x3c/')}"`,
  );
  expect(source('@radix-ui/react-select')).toContain(`__html: \`${RADIX_SELECT_VIEWPORT_STYLE}\``);
});
