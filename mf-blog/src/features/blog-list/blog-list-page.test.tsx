import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { BlogListPage } from './blog-list-page';

test('the blog page has its heading and invites everyone to write', () => {
  render(
    <MemoryRouter>
      <BlogListPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write a Blog Post' })).toHaveAttribute('href', '/blog/editor');
});
