// How much of the page a tap renders: on a phone, rendering all thirty terms for one that opens, or the
// whole page for a key typed in the search, is most of the time the reader waits.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import type * as Lucide from 'lucide-react';
import { glossaryPath } from '../../../config/learn-paths';
import { glossaryFilters, glossaryTerms } from '../data/glossary-query';
import { GlossaryPage } from './glossary-page';

// Each term's trigger draws a chevron, the search field a magnifier: their renders count the triggers'
// and the search form's.
const renders = vi.hoisted(() => ({ chevron: 0, search: 0 }));
vi.mock('lucide-react', async (importOriginal) => {
  const lucide = await importOriginal<typeof Lucide>();
  return {
    ...lucide,
    ChevronDown: (props: ComponentProps<typeof lucide.ChevronDown>) => {
      renders.chevron += 1;
      return <lucide.ChevronDown {...props} />;
    },
    Search: (props: ComponentProps<typeof lucide.Search>) => {
      renders.search += 1;
      return <lucide.Search {...props} />;
    },
  };
});

const trigger = (name: string) => screen.getByRole('button', { name: (accessibleName) => accessibleName === name });

test('opening a term renders that term and the one it closes, not the other terms or the search form', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[glossaryPath]}>
      <GlossaryPage terms={glossaryTerms} filters={glossaryFilters} />
    </MemoryRouter>,
  );
  renders.chevron = 0;
  renders.search = 0;
  await user.click(trigger('Mint Authority'));
  expect(trigger('Mint Authority')).toHaveAttribute('aria-expanded', 'true');
  expect(renders).toEqual({ chevron: 1, search: 0 });

  renders.chevron = 0;
  await user.click(trigger('Wallet'));
  expect(trigger('Mint Authority')).toHaveAttribute('aria-expanded', 'false');
  expect(renders).toEqual({ chevron: 2, search: 0 });
});
