import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';

/**
 * Renders an element under /tutorials/* as the shell mounts the section, at `path`. `location()` reads
 * the router's current address (what a reader would see in the address bar).
 */
export function renderAt(path: string, element: ReactElement) {
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
  return {
    ...view,
    location: () => {
      if (!current) throw new Error('The router has not rendered');
      return current;
    },
  };
}
