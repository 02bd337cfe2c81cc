import { expect, test } from 'vitest';
import {
  HYDRATED_ATTRIBUTE,
  interactivityMarkers,
  isPageInteractive,
  ISLAND_ATTRIBUTE,
  ISLAND_DEFERRED_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  pageCodeBlock,
  PAGE_CODE_ELEMENT_ID,
  prerenderedPathOf,
  prerenderedRoot,
  rebaseRemote,
  REMOTE_BASE_PLACEHOLDER,
  ROOT_ELEMENT_ID,
} from './page-protocol';

test('the root compose writes reads back in the browser as the path it was rendered for', () => {
  const path = '/blog/"quotes"&<tags>';
  document.body.innerHTML = prerenderedRoot(path, '<main>Text</main>');
  const root = document.getElementById(ROOT_ELEMENT_ID);
  expect(root).not.toBeNull();
  expect(root && prerenderedPathOf(root)).toBe(path);
  expect(root?.innerHTML).toBe('<main>Text</main>');
  document.body.innerHTML = `<div id="${ROOT_ELEMENT_ID}"></div>`;
  const clientRoot = document.getElementById(ROOT_ELEMENT_ID);
  expect(clientRoot && prerenderedPathOf(clientRoot)).toBeNull();
});

test('a remote’s published HTML gets the deployed base wherever the placeholder stands, and only there', () => {
  const html = `<img src="${REMOTE_BASE_PLACEHOLDER}a.png"><p>Costs $& and $'</p><a href="${REMOTE_BASE_PLACEHOLDER}">`;
  expect(rebaseRemote(html, 'https://blog.example/$&/')).toBe(
    `<img src="https://blog.example/$&/a.png"><p>Costs $& and $'</p><a href="https://blog.example/$&/">`,
  );
});

test('no string in a page’s code list can close its block', () => {
  document.head.innerHTML = pageCodeBlock({ scripts: ['/a.js?</script><b>'], preloads: [] });
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  expect(JSON.parse(document.getElementById(PAGE_CODE_ELEMENT_ID)?.textContent ?? '')).toEqual({
    scripts: ['/a.js?</script><b>'],
    preloads: [],
  });
});

test('a page is interactive once the shell hydrated and each island is ready or deferred', () => {
  const html = document.documentElement;
  html.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="mf_blog/a"></div><div ${ISLAND_ATTRIBUTE}="mf_learn/b" ${ISLAND_DEFERRED_ATTRIBUTE}></div>`;
  expect(isPageInteractive(interactivityMarkers)).toBe(false);
  html.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  // The shell is up, but the blog's island still waits for its code.
  expect(isPageInteractive(interactivityMarkers)).toBe(false);
  document
    .querySelector(`[${ISLAND_ATTRIBUTE}="mf_blog/a"]`)
    ?.setAttribute(ISLAND_READY_ATTRIBUTE, 'true');
  expect(isPageInteractive(interactivityMarkers)).toBe(true);
  html.removeAttribute(HYDRATED_ATTRIBUTE);
});
