import { expect, test } from 'vitest';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SAVED_SCENARIOS_KEY, serializeSavedScenarios } from '../model/saved-scenarios';
import { defaultScenario } from '../model/scenario';
import { TokenSimulator } from './token-simulator';

function page(url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/token-simulator" element={<TokenSimulator />} />
      </Routes>
    </MemoryRouter>
  );
}

test('the prerendered page hydrates without a mismatch; charts and saved scenarios arrive after', async () => {
  // A reader's saved scenario must not change the first client render.
  window.localStorage.setItem(
    SAVED_SCENARIOS_KEY,
    serializeSavedScenarios([{ name: 'Mine', savedAt: '2025-01-01T00:00:00.000Z', scenario: defaultScenario }]),
  );
  const url = '/token-simulator?supply=5000&decimals=0';
  const html = renderToString(page(url));
  const text = html.replace(/<!-- -->/g, '');
  expect(text).toContain('Token Simulator</h1>');
  expect(text).toContain('Allocation of 5,000 tokens');
  expect(text).toContain('1,461,600');
  expect(text).not.toContain('recharts');
  expect(text).not.toContain('Mine');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // console.error (a hydration mismatch) fails the test.
  const root = await act(async () => hydrateRoot(container, page(url)));
  expect(await screen.findByRole('button', { name: 'Load Mine' })).toBeInTheDocument();
  await act(async () => root.unmount());
  container.remove();
});
