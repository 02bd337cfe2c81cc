import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { followLinksWithRouter } from './links-follow-router';

/** Server HTML of an island whose code has not run: plain anchors, as the remote's prerender wrote them. */
function serverHtml(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `
    <a href="/blog/first?tag=sol#start">First post</a>
    <a href="https://elsewhere.example/page">Elsewhere</a>
    <a href="/blog/second" target="_blank">In a new tab</a>
    <a href="/blog/first.pdf" download>Download</a>`;
  document.body.append(element);
  return element;
}

/** Whether each click reached the document with its default prevented (the browser's own load then stops). */
let prevented: boolean[] = [];
const keepPageOpen = (event: MouseEvent) => {
  prevented.push(event.defaultPrevented);
  // jsdom cannot navigate: the page stays where it is for the next click.
  event.preventDefault();
};

beforeEach(() => {
  prevented = [];
  document.addEventListener('click', keepPageOpen);
});

afterEach(() => {
  document.removeEventListener('click', keepPageOpen);
  document.body.replaceChildren();
});

test("a plain click on a same-site link is followed by the shell's router, path, query and hash", async () => {
  const user = userEvent.setup();
  const navigate = vi.fn();
  followLinksWithRouter(serverHtml(), navigate, () => false);
  await user.click(screen.getByRole('link', { name: 'First post' }));
  expect(navigate).toHaveBeenCalledExactlyOnceWith('/blog/first?tag=sol#start');
  expect(prevented).toEqual([true]);
});

test('modified clicks, other sites, new tabs and downloads keep the browser’s behaviour', async () => {
  const user = userEvent.setup();
  const navigate = vi.fn();
  followLinksWithRouter(serverHtml(), navigate, () => false);
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('link', { name: 'First post' }));
  await user.keyboard('{/Control}');
  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  await user.click(screen.getByRole('link', { name: 'In a new tab' }));
  await user.click(screen.getByRole('link', { name: 'Download' }));
  expect(navigate).not.toHaveBeenCalled();
  expect(prevented).toEqual([false, false, false, false]);
});

test('once the island has a root, or following has stopped, its links handle their own clicks', async () => {
  const user = userEvent.setup();
  const navigate = vi.fn();
  let rooted = false;
  const element = serverHtml();
  const stop = followLinksWithRouter(element, navigate, () => rooted);
  // Asked at the moment of the click.
  rooted = true;
  await user.click(screen.getByRole('link', { name: 'First post' }));
  rooted = false;
  stop();
  await user.click(screen.getByRole('link', { name: 'First post' }));
  expect(navigate).not.toHaveBeenCalled();
  expect(prevented).toEqual([false, false]);
});
