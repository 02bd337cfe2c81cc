import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import {
  glossaryMount,
  glossaryPath,
  resourcesMount,
  resourcesPath,
  tutorialsMount,
  tutorialsPath,
} from '../config/learn-paths';
import GlossaryRoute from './glossary-page';
import ResourcesRoutes from './resources-routes';
import TutorialsRoutes from './tutorials-routes';

const pages: [string, string, ReactElement, string][] = [
  [tutorialsPath, tutorialsMount, <TutorialsRoutes />, '/tutorials/og/index.png'],
  [resourcesPath, resourcesMount, <ResourcesRoutes />, '/resources/og/index.png'],
  [glossaryPath, glossaryMount, <GlossaryRoute />, '/glossary/og/index.png'],
];

test.each(pages)('%s names its social card', async (path, mount, element, card) => {
  // The tutorials list loads on demand: an awaited act lets it arrive.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={mount} element={element} />
        </Routes>
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  const image = document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');
  expect(image).toBe(`${siteConfig.origin}${card}`);
});
