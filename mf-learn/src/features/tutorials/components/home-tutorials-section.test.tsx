import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { tutorialsPath } from '../../../config/learn-paths';
import { renderAt } from '../test/render-tutorials';
import HomeTutorials from '../../../app/home-tutorials';

test('the home section shows the SPL token and Raydium cards and a link to all tutorials', async () => {
  await renderAt(tutorialsPath, <HomeTutorials />);
  expect(screen.getByRole('heading', { level: 2, name: 'Step-by-Step Tutorials' })).toBeInTheDocument();
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const [spl, raydium] = cards.map((card) => within(card));
  expect(spl?.getByRole('heading', { level: 3 })).toHaveTextContent('How to Create an SPL Token');
  expect(spl?.getByRole('link')).toHaveAttribute('href', '/tutorials/create-spl-token');
  expect(spl?.getByText('Beginner')).toBeInTheDocument();
  expect(spl?.getByText('20 min read')).toBeInTheDocument();
  expect(raydium?.getByRole('link')).toHaveAttribute('href', '/tutorials/raydium-liquidity-pool');
  expect(raydium?.getByText('Intermediate')).toBeInTheDocument();
  expect(raydium?.getByText('30 min read')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View All Tutorials' })).toHaveAttribute('href', '/tutorials');
});
