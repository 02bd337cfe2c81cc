import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';

/**
 * Renders an element under /tutorials/* as the shell mounts the section, at `path`, and waits for a
 * lazily loaded page to arrive. `location()` reads the router's current address (what a reader would
 * see in the address bar).
 */
export async function renderAt(path: string, element: ReactElement) {
  let current: Location | undefined;
  function AddressBar() {
    current = useLocation();
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AddressBar />
      <Routes>
        <Route path="/tutorials/*" element={element} />
        <Route path="*" element={<p>Left the tutorials</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() => {
    if (!view.container.hasChildNodes()) throw new Error('The page has not loaded yet');
  });
  return {
    ...view,
    location: () => {
      if (!current) throw new Error('The router has not rendered');
      return current;
    },
  };
}
