import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { GlossaryTermGroup, GlossaryTermLink } from './glossary-term-link';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const definition = 'How many places a token amount can be split into.';

function renderTerm() {
  return render(
    <MemoryRouter initialEntries={['/blog/post']}>
      <Routes>
        <Route
          path="/blog/post"
          element={
            <p>
              Set the{' '}
              <GlossaryTermLink href="/glossary#decimals" term="Decimals" definition={definition}>
                decimals
              </GlossaryTermLink>{' '}
              before you <a href="#mint">mint</a>.
            </p>
          }
        />
        <Route path="/glossary" element={<h1>Glossary</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Renders the term and hovers it past the tooltip delay, on Vitest's fake clock; returns the user. */
async function hoverTerm() {
  vi.useFakeTimers();
  // Testing Library advances only Jest's fake clock after each user event; point it at Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderTerm();
  await user.hover(screen.getByRole('link', { name: 'decimals' }));
  act(() => vi.advanceTimersByTime(700));
  return user;
}

test('a real link to the glossary entry, with no definition in the page until asked for', () => {
  renderTerm();
  expect(screen.getByRole('link', { name: 'decimals' })).toHaveAttribute('href', '/glossary#decimals');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('keyboard focus shows the definition as the link description; Escape hides it and focus stays', async () => {
  const user = userEvent.setup();
  renderTerm();
  const link = screen.getByRole('link', { name: 'decimals' });

  await user.tab();
  expect(link).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(`Decimals${definition}`);
  expect(link).toHaveAccessibleDescription(`Decimals${definition}`);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(link).toHaveFocus();
  expect(link).toHaveAttribute('href', '/glossary#decimals');
});

test('the scroll that brings a focused term into view leaves its definition open; Escape still closes it', async () => {
  const user = userEvent.setup();
  renderTerm();
  await user.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(definition);
  // The browser scrolls a link reached by Tab into view; the scroll event comes after the focus.
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
  });
  expect(screen.getByRole('tooltip')).toHaveTextContent(definition);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('a definition opened by hovering still closes when the page scrolls', async () => {
  await hoverTerm();
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  act(() => {
    document.dispatchEvent(new Event('scroll'));
  });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('focus is not trapped: Tab moves on to the next link and the definition closes', async () => {
  const user = userEvent.setup();
  renderTerm();
  await user.tab();
  expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('link', { name: 'mint' })).toHaveFocus();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('hovering shows the definition after the tooltip delay', async () => {
  const user = await hoverTerm();
  expect(screen.getByRole('tooltip')).toHaveTextContent(definition);
  await user.keyboard('{Escape}'); // jsdom has no geometry for the pointer to leave by
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('on touch, a first tap shows the definition and a second tap follows the link', async () => {
  const user = userEvent.setup();
  renderTerm();
  const link = screen.getByRole('link', { name: 'decimals' });

  await user.pointer({ keys: '[TouchA]', target: link });
  expect(await screen.findByRole('tooltip')).toHaveTextContent(definition);
  expect(screen.queryByRole('heading', { name: 'Glossary' })).not.toBeInTheDocument();

  await user.pointer({ keys: '[TouchA]', target: link });
  expect(await screen.findByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
});

test('a mouse click follows the link at once', async () => {
  const user = userEvent.setup();
  renderTerm();
  await user.click(screen.getByRole('link', { name: 'decimals' }));
  expect(await screen.findByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
});

test('Enter on the focused term follows the link', async () => {
  const user = userEvent.setup();
  renderTerm();
  await user.tab();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
});

test('terms mount without rendering again, however many a text has', () => {
  const onRender = vi.fn();
  render(
    <Profiler id="terms" onRender={onRender}>
      <MemoryRouter>
        <GlossaryTermGroup>
          {['Decimals', 'Rent', 'Mint'].map((name) => (
            <GlossaryTermLink key={name} href={`/glossary#${name.toLowerCase()}`} term={name} definition={definition}>
              {name}
            </GlossaryTermLink>
          ))}
        </GlossaryTermGroup>
      </MemoryRouter>
    </Profiler>,
  );
  expect(screen.getAllByRole('link')).toHaveLength(3);
  // One commit, the mount: nothing a term does as it mounts sets state.
  expect(onRender.mock.calls.map(([, phase]) => phase)).toEqual(['mount']);
});

test('the pointer can move from the term into its definition, which closes once the pointer leaves it', async () => {
  const user = await hoverTerm();
  const tooltip = screen.getByRole('tooltip');
  await user.unhover(screen.getByRole('link', { name: 'decimals' }));
  await user.hover(tooltip);
  act(() => vi.advanceTimersByTime(500));
  expect(screen.getByRole('tooltip')).toHaveTextContent(definition);
  await user.unhover(tooltip);
  act(() => vi.advanceTimersByTime(500));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('within a text, the next term hovered just after one closes opens at once', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <GlossaryTermGroup>
        <GlossaryTermLink href="/glossary#supply" term="Supply" definition="Tokens that will ever exist.">
          supply
        </GlossaryTermLink>{' '}
        <GlossaryTermLink href="/glossary#rent" term="Rent" definition="A deposit every account holds.">
          rent
        </GlossaryTermLink>
      </GlossaryTermGroup>
    </MemoryRouter>,
  );
  await user.hover(screen.getByRole('link', { name: 'supply' }));
  act(() => vi.advanceTimersByTime(700));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Tokens that will ever exist.');
  await user.unhover(screen.getByRole('link', { name: 'supply' }));
  act(() => vi.advanceTimersByTime(150));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  await user.hover(screen.getByRole('link', { name: 'rent' }));
  expect(screen.getByRole('tooltip')).toHaveTextContent('A deposit every account holds.');
});

test('on touch, a tap elsewhere closes the definition', async () => {
  const user = userEvent.setup();
  renderTerm();
  await user.pointer({ keys: '[TouchA]', target: screen.getByRole('link', { name: 'decimals' }) });
  expect(await screen.findByRole('tooltip')).toHaveTextContent(definition);
  await user.pointer({ keys: '[TouchA]', target: screen.getByRole('link', { name: 'mint' }) });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
