import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { pageCodeBlock, ROOT_ANCHOR } from '@tla/platform/contracts/page-protocol';
import indexHtml from '../../../index.html?raw';
import { startPageCode } from './start-page-code';

const code = {
  scripts: ['/assets/index-abc.js'],
  preloads: ['https://blog.example/remoteEntry.js'],
};
let frames: FrameRequestCallback[] = [];

function listCode() {
  document.head.innerHTML = pageCodeBlock(code);
}
const added = () =>
  [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((element) => [
    element.tagName,
    element.getAttribute('type') ?? element.getAttribute('rel'),
    element.getAttribute('src') ?? element.getAttribute('href'),
    element.getAttribute('crossorigin'),
  ]);
/** Runs the start script on a composed page whose load event has not fired yet. */
function startWhileLoading() {
  listCode();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  startPageCode();
}
const runFrames = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame(0);
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('index.html has the one empty root compose fills', () => {
  expect(indexHtml.split(ROOT_ANCHOR)).toHaveLength(2);
});

test('a composed page gets its code two frames after the load event, not before', () => {
  startWhileLoading();
  vi.advanceTimersByTime(100);
  expect(added()).toEqual([]);

  window.dispatchEvent(new Event('load'));
  runFrames();
  vi.advanceTimersByTime(0);
  expect(added()).toEqual([]); // one frame: the page may not have reached the screen yet
  runFrames();
  vi.advanceTimersByTime(0);
  expect(added()).toEqual([
    ['SCRIPT', 'module', '/assets/index-abc.js', 'anonymous'],
    ['LINK', 'modulepreload', 'https://blog.example/remoteEntry.js', 'anonymous'],
  ]);
});

test('a page with many files adds them four per task, the entry first, in the listed order', () => {
  code.preloads = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
  try {
    startWhileLoading();
    window.dispatchEvent(new Event('load'));
    runFrames();
    runFrames();
    vi.advanceTimersToNextTimer(); // the start
    expect(added().map(([, , url]) => url)).toEqual([
      '/assets/index-abc.js',
      ...code.preloads.slice(0, 3),
    ]);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(8);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(11);
    vi.runAllTimers();
    expect(added().map(([, , url]) => url)).toEqual(['/assets/index-abc.js', ...code.preloads]);
  } finally {
    code.preloads = ['https://blog.example/remoteEntry.js'];
  }
});

test('a page whose load event is late (a slow image) gets its code 3 s after its HTML, once', () => {
  startWhileLoading();
  vi.advanceTimersByTime(2_999);
  expect(added()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(added()).toHaveLength(2);
  window.dispatchEvent(new Event('load'));
  runFrames();
  runFrames();
  vi.runAllTimers();
  expect(added()).toHaveLength(2);
});

test('in a hidden tab, which paints nothing, the code starts at once', () => {
  listCode();
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  startPageCode();
  expect(added()).toHaveLength(2);
});

test('a page with no list (the client-only page) is left to its own script', () => {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  startPageCode();
  runFrames();
  runFrames();
  vi.runAllTimers();
  expect(added()).toEqual([]);
});

test('the client page (an empty root) has nothing to paint first: its code starts at once', () => {
  listCode();
  document.body.innerHTML = ROOT_ANCHOR;
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  startPageCode();
  expect(added()).toHaveLength(2);
});

test('a composed page (a filled root) still waits for its paint', () => {
  listCode();
  document.body.innerHTML = '<div id="root"><h1>Blog</h1></div>';
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  startPageCode();
  expect(added()).toEqual([]);
});

/** A stand-in for the browser's Trusted Types: the script URL a policy returned, or its throw. */
function stubTrustedTypes() {
  const names: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => {
      names.push(name);
      return { createScriptURL: (url: string) => rules.createScriptURL(url) };
    },
  });
  return names;
}

test('script URLs go through the page-code policy, which takes the site’s own origin only', () => {
  const names = stubTrustedTypes();
  listCode();
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  startPageCode();
  expect(names).toEqual(['tla-page-code']);
  expect(added()).toHaveLength(2);

  document.head.innerHTML = pageCodeBlock({ scripts: ['https://evil.example/x.js'], preloads: [] });
  expect(() => startPageCode()).toThrow('tla-page-code refuses https://evil.example/x.js');
  expect(added()).toEqual([]);
});
