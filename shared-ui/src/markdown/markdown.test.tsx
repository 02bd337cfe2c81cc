import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import { extractHeadings } from './headings';
import { Markdown } from './markdown';

function renderMarkdown(content: string) {
  return render(
    <MemoryRouter>
      <Markdown content={content} />
    </MemoryRouter>,
  );
}

test('renders GitHub-flavoured tables and highlighted code with a copy button', async () => {
  const user = userEvent.setup();
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |\n\n```bash\nspl-token create-token\n```\n');

  expect(screen.getByRole('table')).toBeInTheDocument();
  expect(screen.getByText('bash')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy code' }));
  expect(writeText).toHaveBeenCalledWith('spl-token create-token');
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
});

test('links keep only safe schemes; external ones open in a new tab, internal ones stay in the app', () => {
  renderMarkdown(
    '[bad](javascript:alert(1)) [data](data:text/html,x) [docs](https://solana.com/docs) [glossary](/glossary) [mail](mailto:a@b.example)',
  );
  expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'data' })).not.toBeInTheDocument();
  const docs = screen.getByRole('link', { name: /docs/ });
  expect(docs).toHaveAttribute('target', '_blank');
  expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'glossary' })).toHaveAttribute('href', '/glossary');
  expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.example');
});

test('raw HTML is dropped, never executed', () => {
  const { container } = renderMarkdown('<img src=x onerror="alert(1)">\n\n<script>alert(1)</script>\n\nSafe text, and [x](javascript:alert(1)) inline.');
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('script')).toBeNull();
  expect(screen.getByText(/Safe text/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'x' })).not.toBeInTheDocument();
});

test('GitHub-style alerts become labelled callouts', () => {
  renderMarkdown('> [!WARNING]\n> Never share your seed phrase.');
  const note = screen.getByRole('note', { name: 'Warning' });
  expect(within(note).getByText('Never share your seed phrase.')).toBeInTheDocument();
  expect(note).not.toHaveTextContent('[!WARNING]');
});

test('heading ids match the table of contents extracted from the same text', () => {
  const content = '## Setup & Installation\n\ntext\n\n```bash\n## not a heading\n```\n\n## Next Steps\n';
  renderMarkdown(content);
  const toc = extractHeadings(content);
  expect(toc).toEqual([
    { id: 'setup--installation', title: 'Setup & Installation', level: 2 },
    { id: 'next-steps', title: 'Next Steps', level: 2 },
  ]);
  for (const { id, title } of toc) {
    expect(screen.getByRole('heading', { level: 2, name: title })).toHaveAttribute('id', id);
  }
});

test('each section heading is followed by a labelled link to itself, keeping its own name clean', async () => {
  const user = userEvent.setup();
  renderMarkdown('Intro\n\n## Why *mint* authority\n\nText\n\n### Steps\n\nMore\n');

  // The heading's accessible name is its words alone, not the link's label or its "#".
  expect(screen.getByRole('heading', { level: 2, name: 'Why mint authority' })).toHaveAttribute('id', 'why-mint-authority');
  const link = screen.getByRole('link', { name: 'Link to section: Why mint authority' });
  expect(link).toHaveAttribute('href', '#why-mint-authority');
  expect(screen.getByRole('link', { name: 'Link to section: Steps' })).toHaveAttribute('href', '#steps');

  // Reachable by keyboard, right after the text before the heading.
  await user.tab();
  expect(link).toHaveFocus();
});

test('a text is drawn in parts from one h2 or h3 to the next, each sized by what it holds until drawn', () => {
  const { container } = renderMarkdown(
    ['Intro text.', '', '## Setup', '', 'Install it.', '', '```bash', 'one', 'two', '```', '', '### Detail', '', 'More.', '', '## Next', '', '### Right under', '', 'Done.'].join('\n'),
  );
  const parts = [...container.querySelectorAll<HTMLElement>('section.render-when-near')];
  const headingsOf = (part: HTMLElement) => [...part.querySelectorAll('h2, h3')].map((heading) => heading.textContent);
  // An h3 after some text starts a part; one right under its h2 stays with it.
  expect(parts.map(headingsOf)).toEqual([[], ['Setup'], ['Detail'], ['Next', 'Right under']]);
  const setup = parts[1];
  if (!setup) throw new Error('no second part');
  expect(setup.style.getPropertyValue('--part-code-lines')).toBe('3');
  expect(Number(setup.style.getPropertyValue('--part-chars'))).toBeGreaterThanOrEqual('SetupInstall it.bash'.length);
});

test('every typography class an article is given is one markdown.css generates', () => {
  const { container } = renderMarkdown('Some text.');
  const article = container.querySelector('.tla-prose');
  const typography = [...(article?.classList ?? [])].filter(
    (name) => name.includes('prose-') || name === 'prose',
  );
  const css = readFileSync(join(import.meta.dirname, 'markdown.css'), 'utf8');
  const generated = /@source inline\('([^']*)'\)/.exec(css)?.[1]?.split(' ') ?? [];
  expect(typography.length).toBeGreaterThan(0);
  expect(generated).toEqual(expect.arrayContaining(typography));
});
