import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import { COMING_SOON_TEXT } from '@tla/shared-ui/components/coming-soon';
import { NOT_FOUND_HEADING } from '@tla/shared-ui/components/not-found';
import { resourcePath, resourcesMount } from '../config/learn-paths';
import { resources } from '../features/resources/data/resources';
import HomeResources from './home-resources';
import { section } from './section';
import ResourcesRoutes from './resources-routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={resourcesMount} element={<ResourcesRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('each placeholder resource has its own coming-soon page, with its title and keywords', () => {
  for (const resource of resources) {
    if (!resource.comingSoon) continue;
    const { unmount } = renderAt(resourcePath(resource.slug));
    expect(
      screen.getByRole('heading', { level: 1, name: resource.comingSoon.title }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${resource.comingSoon.title} | Token Launch Academy`);
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toContain(
      resource.comingSoon.title.toLowerCase(),
    );
    expect(screen.getByText(resource.comingSoon.description)).toBeInTheDocument();
    expect(screen.getByText(COMING_SOON_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    unmount();
  }
});

test('unknown resource paths, and the external resource, show not-found', () => {
  for (const path of [
    resourcePath('x'),
    resourcePath('solana-token-docs'),
    resourcePath('security-checklist/extra'),
  ]) {
    const { unmount } = renderAt(path);
    expect(
      screen.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }),
      path,
    ).toBeInTheDocument();
    unmount();
  }
});

test('every prerendered resources path renders a page of its own', () => {
  const { paths } = section.modules['resources-routes'];
  expect(paths).toHaveLength(15);
  for (const path of paths) {
    const { unmount } = renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }), path).not.toHaveTextContent(
      NOT_FOUND_HEADING,
    );
    unmount();
  }
});

test('the home widget shows the eight developer resources opening in new tabs, then Explore More', () => {
  render(
    <MemoryRouter>
      <HomeResources />
    </MemoryRouter>,
  );
  const section = screen.getByRole('region', { name: 'Developer Resources' });
  const cards = within(section).getAllByRole('listitem');
  expect(cards).toHaveLength(8);
  for (const card of cards) {
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg.lucide-arrow-up-right')).not.toBeNull();
  }
  expect(within(section).getByRole('link', { name: 'Explore More' })).toHaveAttribute(
    'href',
    '/resources',
  );
});
