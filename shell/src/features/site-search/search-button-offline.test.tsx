import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { expect, test, vi } from 'vitest';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import { testSections } from '../../test/section-table';
import { SearchButton } from './search-button';

// The dialog's code cannot be fetched: offline, or the site was redeployed since the page loaded.
const loadSearchDialog = vi.hoisted(() =>
  vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
);
vi.mock('./search-dialog-loader', () => ({
  loadedSearchDialog: () => undefined,
  loadSearchDialog,
}));

test('a search whose code cannot load says so, and the next press tries again', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SearchButton
        access={{
          sections: () => [testSections.blog],
          loadReader: async () => ({ group: 'Your posts', documents: [] }),
        }}
      />
    </QueryClientProvider>,
  );
  await user.keyboard('{Control>}k{/Control}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The search could not be loaded. Check your connection, then try again.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  expect(loadSearchDialog).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Search the site' }));
  // Hovering, focusing and pressing the button each ask for the code again.
  expect(loadSearchDialog.mock.calls.length).toBeGreaterThan(1);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
