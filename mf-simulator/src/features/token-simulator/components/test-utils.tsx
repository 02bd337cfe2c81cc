import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TokenSimulator } from './token-simulator';

/** The simulator page at `/token-simulator` plus an optional query, inside a router, as the shell mounts it. */
export function renderSimulator(search = '') {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <MemoryRouter initialEntries={[`/token-simulator${search}`]}>
      <Routes>
        <Route path="/token-simulator" element={<TokenSimulator />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

export function section(name: string | RegExp) {
  return within(screen.getByRole('region', { name }));
}

/** Replace a field's text the way a reader does: clear it, then paste the new text (one update, not one per key). */
export async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}
