import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, test, vi } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { resourcesPath } from '../../../config/learn-paths';
import { resourceTabs, resources } from '../data/resources';
import { ResourcesPage } from './resources-page';

// Fifteen cards per tab in jsdom; a busy CI machine needs more than the default five seconds.
vi.setConfig({ testTimeout: 20_000 });

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="location search">{search}</output>;
}

function renderPage(entry: string = resourcesPath) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <ResourcesPage resources={resources} tabs={resourceTabs} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const cardTitles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

test('shows the four tabs with All Resources selected and every resource in a card', () => {
  renderPage();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['All Resources', 'Guides', 'Tools', 'Code']);
  expect(screen.getByRole('tab', { name: 'All Resources' })).toHaveAttribute('aria-selected', 'true');
  expect(cardTitles()).toEqual(resources.map((resource) => resource.title));
  expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
});

test('a tab shows only its category and is kept in the URL', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('tab', { name: 'Tools' }));
  expect(screen.getByRole('tab', { name: 'Tools' })).toHaveAttribute('aria-selected', 'true');
  expect(cardTitles()).toEqual(
    resources.filter((resource) => resource.category === 'tools').map((resource) => resource.title),
  );
  expect(screen.getByRole('status', { name: 'location search' })).toHaveTextContent('?tab=tools');

  await user.click(screen.getByRole('tab', { name: 'All Resources' }));
  expect(cardTitles()).toHaveLength(15);
  expect(screen.getByRole('status', { name: 'location search' })).toBeEmptyDOMElement();
});

test('arrow keys move between tabs and select them', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('tab', { name: 'All Resources' }));
  await user.keyboard('{ArrowRight}');
  expect(await screen.findByRole('tab', { name: 'Guides', selected: true })).toHaveFocus();
  await user.keyboard('{End}');
  expect(await screen.findByRole('tab', { name: 'Code', selected: true })).toHaveFocus();
  expect(cardTitles()).toEqual([
    'Smart Contract Templates',
    'Wallet Integration Guide',
    'SPL Token Standard Reference',
    'NFT Integration Guide',
  ]);
});

test('opens on the tab named in the URL, and falls back to All Resources for an unknown one', () => {
  const { unmount } = renderPage(`${resourcesPath}?tab=code`);
  expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
  expect(cardTitles()).toHaveLength(4);
  unmount();
  renderPage(`${resourcesPath}?tab=downloads`);
  expect(screen.getByRole('tab', { name: 'All Resources' })).toHaveAttribute('aria-selected', 'true');
  expect(cardTitles()).toHaveLength(15);
});

test('cards link to /resources/{slug} with a label that says whether the resource downloads', () => {
  renderPage();
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('link', { name: 'Download Resource: Solana Tokenomics Guide' })).toHaveAttribute(
    'href',
    '/resources/solana-tokenomics-guide',
  );
  const view = within(panel).getByRole('link', { name: 'View Resource: Solana DeFi Ecosystem Map' });
  expect(view).toHaveAttribute('href', '/resources/defi-ecosystem-map');
  expect(view).not.toHaveAttribute('target');
  const downloads = within(panel).getAllByRole('link', { name: /^Download Resource/ });
  expect(downloads).toHaveLength(resources.filter((resource) => resource.isDownloadable).length);
  expect(within(panel).getByText('XLSX')).toBeInTheDocument();
});

test('the contact section and the call to action link out to the messaging channel and the partner', () => {
  renderPage();
  const contact = screen.getByRole('region', { name: /need a resource/i });
  const message = within(contact).getByRole('link', { name: /message our team/i });
  expect(message).toHaveAttribute('href', siteConfig.messagingUrl);
  expect(message).toHaveAttribute('target', '_blank');
  const cta = screen.getByRole('region', { name: 'Ready to Create Your Token?' });
  expect(within(cta).getByRole('link', { name: /create your token now/i })).toHaveAttribute(
    'href',
    siteConfig.createTokenUrl,
  );
  expect(within(cta).getByRole('link', { name: new RegExp(`visit ${siteConfig.partnerName}`, 'i') })).toHaveAttribute(
    'href',
    siteConfig.partnerUrl,
  );
});
