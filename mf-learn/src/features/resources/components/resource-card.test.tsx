import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { resources } from '../data/resources';
import type { Resource } from '../data/schemas';
import { ResourceCard } from './resource-card';

function resourceBySlug(slug: string): Resource {
  const resource = resources.find((entry) => entry.slug === slug);
  if (!resource) throw new Error(`no resource ${slug}`);
  return resource;
}

function renderCard(resource: Resource) {
  return render(
    <MemoryRouter>
      <ResourceCard resource={resource} />
    </MemoryRouter>,
  );
}

test('an external resource opens in a new tab without opener or referrer and shows the arrow mark', () => {
  const docs = resourceBySlug('solana-token-docs');
  renderCard(docs);
  const link = screen.getByRole('link', {
    name: 'View Resource: Official Solana Token Docs (opens in a new tab)',
  });
  expect(link).toHaveAttribute('href', 'https://solana.com/docs/tokens');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The arrow mark is decorative: hidden from assistive technology, announced by the link's name instead.
  const arrow = link.querySelector('svg.lucide-arrow-up-right');
  expect(arrow).not.toBeNull();
  expect(arrow).toHaveAttribute('aria-hidden', 'true');
});

test('an internal resource stays in the tab and has no arrow mark', () => {
  renderCard(resourceBySlug('security-checklist'));
  const link = screen.getByRole('link', { name: 'Download Resource: Token Security Checklist' });
  expect(link).toHaveAttribute('href', '/resources/security-checklist');
  expect(link).not.toHaveAttribute('target');
  expect(link).not.toHaveAttribute('rel');
  expect(link.querySelector('svg.lucide-arrow-up-right')).toBeNull();
});

test('a card shows its icon, category, title, description and file type', () => {
  const checklist = resourceBySlug('security-checklist');
  renderCard(checklist);
  expect(screen.getByRole('heading', { level: 3, name: checklist.title })).toBeInTheDocument();
  expect(screen.getByText(checklist.description)).toBeInTheDocument();
  expect(screen.getByText('Guide')).toBeInTheDocument();
  expect(screen.getByText('PDF')).toBeInTheDocument();
});

test('a resource that does not download shows no file type', () => {
  renderCard(resourceBySlug('defi-ecosystem-map'));
  expect(screen.queryByText(/file type/i)).toBeNull();
  expect(screen.getByRole('link', { name: 'View Resource: Solana DeFi Ecosystem Map' })).toBeInTheDocument();
});
