import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tla/federated/router';
import { Search } from 'lucide-react';
import { Input } from '@tla/shared-ui/components/input';
import { cn } from '@tla/shared-ui/lib/cn';

export type HeaderSearchProps = {
  className?: string;
  /** Called after a search was submitted (the mobile menu closes). */
  onSearched?: () => void;
};

/**
 * Spec: trimmed text goes to /blog?search=…; blank text does nothing; the field clears afterwards.
 * Before the page is hydrated the form still works: the browser submits it to /blog itself.
 */
export function HeaderSearch({ className, onSearched }: HeaderSearchProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = text.trim();
    if (term === '') return;
    navigate(`/blog?${new URLSearchParams({ search: term })}`);
    setText('');
    onSearched?.();
  }

  return (
    <form role="search" action="/blog" method="get" onSubmit={handleSubmit} className={cn('relative', className)}>
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
    </form>
  );
}
