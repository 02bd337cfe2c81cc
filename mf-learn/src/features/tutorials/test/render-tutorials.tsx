import { useLayoutEffect, type ReactElement } from 'react';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { tutorialsMount } from '../../../config/learn-paths';

/**
 * Renders an element under /tutorials/* as the shell mounts the section, at `path`, and waits for a
 * lazily loaded page (and its text) to arrive. `location()` reads the router's current address (what
 * a reader would see in the address bar).
 */
export async function renderAt(path: string, element: ReactElement) {
  let current: Location | undefined;
  function AddressBar() {
    const location = useLocation();
    // Read on commit: a navigation React has rendered but not yet committed is not in the address bar.
    useLayoutEffect(() => {
      current = location;
    }, [location]);
    return null;
  }
  let view: RenderResult | undefined;
  // An awaited act: a tutorial's text suspends the render until its chunk has loaded.
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={[path]}>
        <AddressBar />
        <Routes>
          <Route path={tutorialsMount} element={element} />
          <Route path="*" element={<p>Left the tutorials</p>} />
        </Routes>
      </MemoryRouter>,
    );
  });
  if (!view) throw new Error('render did not run');
  const { container } = view;
  // A long tutorial's text loads and renders in a few seconds in jsdom.
  await waitFor(
    () => {
      if (!container.hasChildNodes()) throw new Error('The page has not loaded yet');
    },
    { timeout: 15_000 },
  );
  return {
    ...view,
    location: () => {
      if (!current) throw new Error('The router has not rendered');
      return current;
    },
  };
}
