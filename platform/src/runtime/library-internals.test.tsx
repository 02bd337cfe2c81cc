import { act, render, screen } from '@testing-library/react';
import { createInstance } from '@module-federation/runtime';
import { forwardRef, lazy, memo, Suspense, use } from 'react';
import { expect, test, vi } from 'vitest';
import {
  entryForAnotherTry,
  isReactComponentType,
  markedWhenSettled,
  ownedInnerHtml,
  settledThenable,
  type SettledThenable,
} from './library-internals';

/** A promise marked once it settled, and one made settled: what the navigation waits hand React. */
const settledWaits: [string, () => Promise<{ wait: SettledThenable }>][] = [
  [
    'a settled, marked promise',
    async () => {
      const marked = markedWhenSettled(
        Promise.reject(new Error('a failure is the section’s to show')),
      );
      await marked;
      return { wait: marked };
    },
  ],
  ['a thenable made settled', () => Promise.resolve({ wait: settledThenable() })],
];

test.each(settledWaits)('React reads %s without suspending', async (_, settled) => {
  const { wait: marked } = await settled();
  expect(marked.status).toBe('fulfilled');
  const readable: Promise<void> = marked;
  const fallback = vi.fn(() => <p>Waiting</p>);
  function Reader() {
    use(readable);
    return <p>Ready</p>;
  }
  const Fallback = fallback;
  render(
    <Suspense fallback={<Fallback />}>
      <Reader />
    </Suspense>,
  );
  expect(screen.getByText('Ready')).toBeInTheDocument();
  expect(fallback).not.toHaveBeenCalled();
});

test('React leaves HTML another root took over alone while `__html` is unchanged', () => {
  const html = ownedInnerHtml('<p>From the server</p>');
  const Island = ({ label }: { label: string }) => (
    <div aria-label={label} dangerouslySetInnerHTML={html} />
  );
  const { rerender } = render(<Island label="Island" />);
  const hydrated = () => Object.assign(document.createElement('p'), { textContent: 'Hydrated' });
  // What another root makes of the element afterwards.
  screen.getByLabelText('Island').append(hydrated());
  rerender(<Island label="Island again" />);
  expect(screen.getByLabelText('Island again')).toHaveTextContent('From the serverHydrated');

  // Other HTML is written over what the other root rendered: why the island keeps its first value.
  const Replaced = () => (
    <div aria-label="Island again" dangerouslySetInnerHTML={{ __html: '<p>Other</p>' }} />
  );
  rerender(<Replaced />);
  expect(screen.getByLabelText('Island again')).toHaveTextContent(/^Other$/);
});

test('an unmarked promise, even settled, suspends once: the mark is what spares that', async () => {
  const unmarked = Promise.resolve();
  await unmarked;
  const fallback = vi.fn(() => <p>Waiting</p>);
  const Fallback = fallback;
  function Reader() {
    use(unmarked);
    return <p>Ready</p>;
  }
  await act(async () => {
    render(
      <Suspense fallback={<Fallback />}>
        <Reader />
      </Suspense>,
    );
  });
  expect(screen.getByText('Ready')).toBeInTheDocument();
  expect(fallback).toHaveBeenCalled();
});

test('memo, forwardRef and lazy components are objects marked with $$typeof', () => {
  const Plain = () => null;
  const wrapped = [memo(Plain), forwardRef(Plain), lazy(() => Promise.resolve({ default: Plain }))];
  for (const component of wrapped) {
    expect(typeof component).toBe('object');
    expect(isReactComponentType(component)).toBe(true);
  }
  expect(isReactComponentType(Plain)).toBe(true);
  expect(isReactComponentType({ default: Plain })).toBe(false);
  expect(isReactComponentType('not a component')).toBe(false);
});

test('the federation runtime loads a remote again from the URL it is registered again under', async () => {
  const requested: string[] = [];
  const Component = () => null;
  const host = createInstance({
    name: 'host',
    remotes: [],
    plugins: [
      {
        name: 'entry-probe',
        loadEntry: async ({ remoteInfo }) => {
          requested.push(remoteInfo.entry);
          if (requested.length === 1) throw new Error('entry did not load');
          return {
            init: () => undefined,
            get: () => () => Promise.resolve({ default: Component }),
          };
        },
      },
    ],
  });
  const entry = 'https://blog.site.example/remoteEntry.js';
  host.registerRemotes([{ name: 'mf_blog', entry, type: 'module' }]);
  await expect(host.loadRemote('mf_blog/blog-routes')).rejects.toThrow();

  const retry = entryForAnotherTry(entry, '1', 'https://site.example/blog');
  expect(retry).toBe('https://blog.site.example/remoteEntry.js?retry=1');
  host.registerRemotes([{ name: 'mf_blog', entry: retry, type: 'module' }], { force: true });
  await expect(host.loadRemote('mf_blog/blog-routes')).resolves.toEqual({ default: Component });
  expect(requested).toEqual([entry, retry]);

  // A release: the remote registered again is loaded from its new entry, not from the module cache.
  const release = entryForAnotherTry(entry, 'release-1', 'https://site.example/blog');
  host.registerRemotes([{ name: 'mf_blog', entry: release, type: 'module' }], { force: true });
  await host.loadRemote('mf_blog/blog-routes');
  expect(requested).toEqual([entry, retry, release]);
});
