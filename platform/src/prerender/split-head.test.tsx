// @vitest-environment node
// What prerender and compose rely on in React's server renderers: rendering a tree that is not a whole
// document, the <title>, <meta> and <link> elements it renders anywhere come first, before its own
// markup. If React writes them anywhere else, these tests fail (and pages would lose their head tags).
import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { expect, test } from 'vitest';
import { splitHead } from './split-head';

/** Head tags as a page renders them: deep inside the tree, after its content. */
function PageMeta() {
  return (
    <>
      <title>Launch day</title>
      <meta name="description" content="How a token launch day goes" />
      <link rel="canonical" href="https://tla.example/blog/launch-day" />
    </>
  );
}

function Article() {
  return (
    <article>
      <h1>Launch day</h1>
      <p>Mint, list, announce.</p>
      <PageMeta />
    </article>
  );
}

function expectSplit(markup: string) {
  const { head, body } = splitHead(markup);
  expect(head + body).toBe(markup);
  expect(head).toContain('<title>Launch day</title>');
  expect(head).toMatch(/<meta name="description" content="How a token launch day goes"\/?>/);
  expect(head).toMatch(/<link rel="canonical" href="https:\/\/tla.example\/blog\/launch-day"\/?>/);
  // The tree's own markup, whole, and nothing hoisted left in it.
  expect(body).toMatch(
    /^<main><p>Intro<\/p>.*<h1>Launch day<\/h1><p>Mint, list, announce.<\/p>.*<\/main>$/,
  );
  expect(body).not.toMatch(/<(title|meta|link)\b/);
}

test('renderToString writes the hoisted head tags first, and splitHead takes exactly them', () => {
  expectSplit(
    renderToString(
      <main>
        <p>Intro</p>
        <Article />
      </main>,
    ),
  );
});

test('prerender does the same for head tags of a lazily loaded page', async () => {
  const Page = lazy(async () => ({ default: Article }));
  const { prelude } = await prerender(
    <main>
      <p>Intro</p>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </main>,
  );
  expectSplit(await new Response(prelude).text());
});

test('a tree without head tags is all body', () => {
  const markup = renderToString(<main>Only text</main>);
  expect(splitHead(markup)).toEqual({ head: '', body: markup });
});
