import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tla/federated/router';
import { Search } from 'lucide-react';
import { SEARCH_PARAM, searchResultsPath } from '@tla/platform/contracts/search';
import { Input } from '@tla/shared-ui/components/input';
import { KeyboardSubmitButton } from '@tla/shared-ui/components/keyboard-submit-button';
import { cn } from '@tla/shared-ui/lib/cn';

export type HeaderSearchProps = {
  /**
   * The page that lists results for `?search=`, as the section table declares it: the form's `action`
   * too, so the browser submits it there itself before the page is hydrated.
   */
  resultsPage: string;
  className?: string;
  /** Called after a search was submitted (the mobile menu closes). */
  onSearched?: () => void;
};

/**
 * Trimmed text goes to the results page's `?search=…`; blank text does nothing; the field clears
 * afterwards. Enter in the field and the submit button submit the same way. Before the page is
 * hydrated the form still works: the browser submits it to the results page (which trims the text).
 */
export function HeaderSearch({ resultsPage, className, onSearched }: HeaderSearchProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = text.trim();
    if (term === '') return;
    navigate(searchResultsPath(resultsPage, term));
    setText('');
    onSearched?.();
  }

  return (
    <form role="search" action={resultsPage} method="get" onSubmit={handleSubmit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search articles
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={inputId}
        name={SEARCH_PARAM}
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
