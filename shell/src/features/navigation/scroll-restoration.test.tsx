import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

/** The window's scroll position as the component reads it; scrollTo moves it, as a browser would. */
let scrolledTo = 0;
let pageHeight = 5_000;
const resizeCallbacks: (() => void)[] = [];

class FakeResizeObserver {
  constructor(callback: () => void) {
    resizeCallbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  scrolledTo = 0;
  pageHeight = 5_000;
  resizeCallbacks.length = 0;
  sessionStorage.clear();
  document.documentElement.classList.remove('render-all');
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolledTo });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
  vi.spyOn(window, 'scrollTo').mockImplementation((_x?: unknown, y?: unknown) => {
    if (typeof y === 'number') scrolledTo = y;
  });
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => vi.unstubAllGlobals());

function renderSite() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ScrollRestoration />
            <Outlet />
          </>
        ),
        children: [
          { path: 'blog', element: <h1>Blog</h1> },
          { path: 'post', element: <h1>Post</h1> },
        ],
      },
    ],
    { initialEntries: ['/blog'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The reader scrolls the page to `top`. */
function scrollBy(top: number) {
  scrolledTo = top;
  window.dispatchEvent(new Event('scroll'));
}

test('a new page starts at the top; going back returns to where the reader left the list', async () => {
  const router = renderSite();
  scrollBy(1_200);
  await act(() => router.navigate('/post'));
  expect(await screen.findByRole('heading', { name: 'Post' })).toBeInTheDocument();
  expect(window.scrollY).toBe(0);

  await act(() => router.navigate(-1));
  expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  expect(window.scrollY).toBe(1_200);
});

test('going back waits until the page has grown tall enough for the position', async () => {
  const router = renderSite();
  scrollBy(3_000);
  await act(() => router.navigate('/post'));
  pageHeight = 800; // the list's section has not rendered its posts yet
  await act(() => router.navigate(-1));
  expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  expect(window.scrollY).toBe(0);

  pageHeight = 5_000;
  act(() => resizeCallbacks.forEach((callback) => callback()));
  expect(window.scrollY).toBe(3_000);
});

test('going back to a position draws the page whole for as long as the reader stays on it', async () => {
  const drawnWholeAtScroll: boolean[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation((_x?: unknown, y?: unknown) => {
    drawnWholeAtScroll.push(document.documentElement.classList.contains('render-all'));
    if (typeof y === 'number') scrolledTo = y;
  });
  const router = renderSite();
  scrollBy(2_000);
  await act(() => router.navigate('/post'));
  await act(() => router.navigate(-1));
  expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  expect(window.scrollY).toBe(2_000);
  // A new page starts at the top drawn as needed; the return to a position is measured on the whole page.
  expect(drawnWholeAtScroll).toEqual([false, true]);
  expect(document.documentElement).toHaveClass('render-all');

  await act(() => router.navigate('/post'));
  expect(document.documentElement).not.toHaveClass('render-all');
});

test('reading on leaves the page drawn as needed; a jump draws it whole, until the next page', async () => {
  const router = renderSite();
  scrollBy(500);
  scrollBy(1_000); // a screen (768 px here) at a time: parts near the screen are drawn already
  expect(document.documentElement).not.toHaveClass('render-all');
  scrollBy(4_000); // a dragged scrollbar: parts never drawn would move what the reader aims at
  expect(document.documentElement).toHaveClass('render-all');

  await act(() => router.navigate('/post'));
  scrollBy(0); // the new page starts at the top
  expect(document.documentElement).not.toHaveClass('render-all');
});

test('the End key draws the page whole before it scrolls, so it reaches the true end', async () => {
  const user = userEvent.setup();
  renderSite();
  await user.keyboard('{PageDown}');
  expect(document.documentElement).not.toHaveClass('render-all');
  await user.keyboard('{End}');
  expect(document.documentElement).toHaveClass('render-all');
});

test('the page the site loaded with stays drawn whole if the reader pressed End before it came alive', async () => {
  // What index.html's own End handler does before the shell has hydrated.
  document.documentElement.classList.add('render-all');
  const router = renderSite();
  expect(document.documentElement).toHaveClass('render-all');

  await act(() => router.navigate('/post'));
  expect(document.documentElement).not.toHaveClass('render-all');
});

test('a filter replacing the search params keeps the reader where they are', async () => {
  const router = renderSite();
  scrollBy(900);
  await act(() => router.navigate('/blog?search=mint', { replace: true }));
  expect(window.scrollY).toBe(900);
});

test('going back to a section of the same page leads to the section, not to a remembered position', async () => {
  const router = renderSite();
  const section = document.createElement('h2');
  section.id = 'fees';
  document.body.append(section);
  // The section sits at 1000 px.
  const scrollIntoView = vi.fn(() => {
    scrolledTo = 1_000;
  });
  section.scrollIntoView = scrollIntoView;

  await act(() => router.navigate('/blog#fees'));
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  scrollBy(2_600); // read on past the section
  await act(() => router.navigate('/blog#later'));
  await act(() => router.navigate(-1));
  expect(scrollIntoView).toHaveBeenCalledTimes(2);
  expect(window.scrollY).toBe(1_000);
  section.remove();
});

test('a link to a section jumps on the page drawn whole', async () => {
  const router = renderSite();
  const section = document.createElement('h2');
  section.id = 'rent';
  document.body.append(section);
  const drawnWholeAtJump: boolean[] = [];
  section.scrollIntoView = () =>
    drawnWholeAtJump.push(document.documentElement.classList.contains('render-all'));

  await act(() => router.navigate('/blog#rent'));
  expect(drawnWholeAtJump).toEqual([true]);
  section.remove();
});
