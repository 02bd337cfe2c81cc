import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { tutorialsMount, tutorialsPath } from '../../../config/learn-paths';
import TutorialsRoutes from '../../../app/tutorials-routes';
import { tutorialPagePaths } from '../data/tutorials';
import { renderAt } from '../test/render-tutorials';

function App({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={tutorialsMount} element={<TutorialsRoutes />} />
      </Routes>
    </MemoryRouter>
  );
}

// The remote's prerender waits for lazily loaded pages and texts (react-dom/static), but it cannot
// share a process with a client renderer. So every page is loaded once here, and renderToString then
// renders the whole page as the prerender does.
beforeAll(async () => {
  for (const path of tutorialPagePaths) {
    await renderAt(path, <TutorialsRoutes />);
    cleanup();
  }
}, 60_000);

/**
 * Server-render `serverPath`, then hydrate that HTML in the browser at `clientPath`, as the shell does,
 * with the renders hydration leads to (the address's filter, whose list follows in a deferred render).
 */
async function prerenderAndHydrate(serverPath: string, clientPath = serverPath) {
  const html = renderToString(<App path={serverPath} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // A hydration mismatch is reported through console.error, which fails the test (see the setup).
  await act(async () => {
    render(<App path={clientPath} />, { container, hydrate: true });
  });
  return html;
}

test('the prerender list has the list, every tutorial page and every placeholder', () => {
  expect(tutorialPagePaths).toEqual([
    '/tutorials',
    '/tutorials/create-spl-token',
    '/tutorials/raydium-liquidity-pool',
    '/tutorials/token-vesting-schedule',
    '/tutorials/spl-token-staking',
    '/tutorials/custom-tokenomics-models',
    '/tutorials/token-airdrop-program',
    '/tutorials/token-metadata-standards',
    '/tutorials/dao-token-governance',
    '/tutorials/cross-chain-token-bridges',
    '/tutorials/tokenized-yield-farming',
    '/tutorials/token-swap-protocol',
    '/tutorials/deflationary-token-mechanisms',
    '/tutorials/token-swap-interface',
  ]);
});

test.each(tutorialPagePaths)(
  '%s renders its whole page on the server and hydrates without a mismatch',
  async (path) => {
    const html = await prerenderAndHydrate(path);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toContain('Page not found');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
  20_000,
);

test('a filtered address hydrates the plain list HTML, then shows the filtered list', async () => {
  const html = await prerenderAndHydrate(tutorialsPath, `${tutorialsPath}?category=defi&q=staking`);
  expect(html).toContain('12 tutorials');
  expect(screen.getByRole('status')).toHaveTextContent('1 tutorial');
  expect(screen.getByRole('searchbox', { name: 'Search tutorials' })).toHaveValue('staking');
});
