import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { resourcesPath } from '../../../config/learn-paths';
import { resourceTabs, resources } from '../data/resources';
import { ResourcesPage } from './resources-page';

const page = (entry: string) => (
  <MemoryRouter initialEntries={[entry]}>
    <ResourcesPage resources={resources} tabs={resourceTabs} />
  </MemoryRouter>
);

test('hydrating the prerendered library selects the tab of the URL afterwards, without a mismatch', async () => {
  // The build prerenders /resources; a reader may arrive at /resources?tab=code.
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(resourcesPath));
  document.body.append(container);
  render(page(`${resourcesPath}?tab=code`), { container, hydrate: true });
  expect(await screen.findByRole('tab', { name: 'Code', selected: true })).toBeInTheDocument();
  expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(4);
});
