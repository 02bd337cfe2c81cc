import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { Breadcrumbs } from './breadcrumbs';

test('links each step above the page, marks the page itself, and says the same to search engines', () => {
  const { container } = render(
    <MemoryRouter>
      <Breadcrumbs
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Tutorials', path: '/tutorials' },
          { name: 'How to Create an SPL Token', path: '/tutorials/create-spl-token' },
        ]}
      />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Tutorials', '/tutorials'],
  ]);
  expect(within(nav).getByText('How to Create an SPL Token')).toHaveAttribute('aria-current', 'page');

  const block = container.querySelector('script[type="application/ld+json"]');
  const data: unknown = JSON.parse(block?.textContent ?? '');
  expect(data).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: 'Home', item: `${siteConfig.origin}/` },
      { position: 2, name: 'Tutorials', item: `${siteConfig.origin}/tutorials` },
      { position: 3, name: 'How to Create an SPL Token', item: `${siteConfig.origin}/tutorials/create-spl-token` },
    ],
  });
});
