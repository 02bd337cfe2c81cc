import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { publishedSection, sitePathPrefixes } from '@tla/platform/contracts/section';
import { section } from './section';
import SimulatorPage from './simulator-page';
import { simulatorSocialCards } from './social-cards';

test('the simulator page names its social card, which the build publishes where compose accepts it', () => {
  render(
    <MemoryRouter initialEntries={['/token-simulator']}>
      <Routes>
        <Route path="/token-simulator" element={<SimulatorPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Token Simulator' })).toBeInTheDocument();
  const image = document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');
  expect(image).toBe(`${siteConfig.origin}/token-simulator/og/index.png`);

  const cards = simulatorSocialCards();
  expect(cards).toEqual([
    {
      file: 'site/token-simulator/og/index.png',
      card: { title: 'Token Simulator', section: siteConfig.name },
    },
  ]);
  const { remote, routes } = publishedSection(section);
  const prefixes = sitePathPrefixes(
    routes.map((route) => ({ remote, ...route })),
    remote,
  );
  for (const { file } of cards) {
    expect(prefixes.some((prefix) => file.startsWith(`site${prefix}`))).toBe(true);
  }
});
