import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tla/federated/router';
import { Search } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { Input } from '@tla/shared-ui/components/input';
import { blogListPath } from '../../../config/blog-paths';

/**
 * The blog's search: the trimmed text goes to /blog?search=… (no page, no category); blank text does
 * nothing. Remount it with a key to show a new search term.
 */
export function BlogSearchForm({ initialTerm = '' }: { initialTerm?: string }) {
  const [term, setTerm] = useState(initialTerm);
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed === '') return;
    navigate(blogListPath({ search: trimmed }));
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="flex w-full max-w-md gap-2">
      <Input
        type="search"
        name="search"
        aria-label="Search articles"
        placeholder="Search articles..."
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" /> Search
      </Button>
    </form>
  );
}
