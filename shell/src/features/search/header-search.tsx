import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tla/federated/router';
import { Search } from 'lucide-react';
import { Input } from '@tla/shared-ui/components/input';
import { KeyboardSubmitButton } from '@tla/shared-ui/components/keyboard-submit-button';
import { cn } from '@tla/shared-ui/lib/cn';

/**
 * Where a header search lands: the blog's list, which reads `?search=`. Spelled here, not taken from
 * the deployment's section table like every other link into a section: the table gives each
 * section's mount and menu entries, but nothing in it says which page answers a `?search=` query.
 * Deriving it needs such a field in the published section contract (contracts/published.ts); the
 * value would still have to reach the served HTML, as the menus' links do, since the form's `action`
 * is what makes a search work before hydration.
 */
const searchPage = '/blog';

export type HeaderSearchProps = {
  className?: string;
  /** Called after a search was submitted (the mobile menu closes). */
  onSearched?: () => void;
};

/**
 * Trimmed text goes to /blog?search=…; blank text does nothing; the field clears afterwards.
 * Enter in the field and the submit button submit the same way. Before the page is hydrated the form
 * still works: the browser submits it to /blog itself (the blog trims the text).
 */
export function HeaderSearch({ className, onSearched }: HeaderSearchProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = text.trim();
    if (term === '') return;
    navigate(`${searchPage}?${new URLSearchParams({ search: term })}`);
    setText('');
    onSearched?.();
  }

  return (
    <form role="search" action={searchPage} method="get" onSubmit={handleSubmit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search articles
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={inputId}
        name="search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search articles..."
        className="pl-9"
        maxLength={200}
      />
      {/* Beside the header's "Search the site" button a second one in sight would read as a duplicate. */}
      <KeyboardSubmitButton>
        Search{' '}<span className="sr-only">articles</span>
      </KeyboardSubmitButton>
    </form>
  );
}
