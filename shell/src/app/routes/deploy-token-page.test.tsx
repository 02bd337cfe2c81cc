import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { renderAt } from '../../test/render-routes';
import DeployTokenPage from './deploy-token-page';

const assign = vi.fn();
const refresh = () => document.head.querySelector('meta[http-equiv="refresh"]');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  assign.mockReset();
});

async function openWithTarget(target?: string) {
  const query = target === undefined ? '' : `?target=${encodeURIComponent(target)}`;
  const view = renderAt(`/guide/deploy-token${query}`);
  await screen.findByRole('heading', { level: 1, name: 'Deploy Your Token' });
  await act(async () => {}); // let the page's effects run, as a browser would right after the paint
  return view;
}

test('without a target: the partner’s create-token page, followed after 1.5 s, with a 2 s meta refresh', async () => {
  await openWithTarget();
  const host = new URL(siteConfig.createTokenUrl).host;
  expect(screen.getByRole('status')).toHaveTextContent(`Redirecting you to ${host}`);
  const next = screen.getByRole('link', { name: /Continue/ });
  expect(next).toHaveAttribute('href', siteConfig.createTokenUrl);
  expect(next).toHaveAttribute('rel', 'noopener noreferrer');
  expect(next).not.toHaveAttribute('target'); // it does now, in this tab, what the page is about to do
  expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  expect(screen.getByText(/Never share your private key or seed phrase/)).toBeInTheDocument();
  // Both ways the page leaves for its target: the 2 s meta refresh in <head>, and the 1.5 s timer.
  expect(refresh()).toHaveAttribute('content', `2;url=${siteConfig.createTokenUrl}`);

  act(() => vi.advanceTimersByTime(1_400));
  expect(assign).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(200));
  expect(assign).toHaveBeenCalledExactlyOnceWith(siteConfig.createTokenUrl);
});

test('the served HTML carries the 2 s meta refresh as a head tag, not only inside <noscript>', () => {
  const html = renderToString(
    <MemoryRouter initialEntries={['/guide/deploy-token']}>
      <DeployTokenPage />
    </MemoryRouter>,
  );
  const tag = `<meta http-equiv="refresh" content="2;url=${siteConfig.createTokenUrl}"/>`;
  expect(html).toContain(tag);
  expect(html).not.toContain(`<noscript>${tag}</noscript>`);
});

/** The served page (made for the default target) hydrated at the reader's real address. */
async function hydrateServedPageAt(search: string) {
  const served = renderToString(
    <MemoryRouter initialEntries={['/guide/deploy-token']}>
      <DeployTokenPage />
    </MemoryRouter>,
  );
  const container = document.createElement('div');
  container.innerHTML = served;
  document.body.append(container);
  const root = await act(async () =>
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[`/guide/deploy-token${search}`]}>
        <DeployTokenPage />
      </MemoryRouter>,
    ),
  );
  return {
    /** The page's refresh: the served tag stays where the test put it, a new one goes into <head>. */
    refresh: () => document.querySelector('meta[http-equiv="refresh"]'),
    [Symbol.dispose]() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

test('a refused target hydrating the served page drops the served refresh', async () => {
  using page = await hydrateServedPageAt(`?target=${encodeURIComponent('https://evil.example/x')}`);
  expect(screen.getByRole('alert')).toHaveTextContent('This link cannot be followed');
  expect(page.refresh()).toBeNull();
});

test('the default target hydrating the served page keeps a refresh to it', async () => {
  using page = await hydrateServedPageAt('');
  expect(page.refresh()).toHaveAttribute('content', `2;url=${siteConfig.createTokenUrl}`);
});

test('an allow-listed host in ?target= is followed', async () => {
  const target = `${siteConfig.promotionUrl.replace(/\/$/, '')}/boost?ref=tla`;
  await openWithTarget(target);
  expect(screen.getByRole('status')).toHaveTextContent(
    `Redirecting you to ${new URL(target).host}`,
  );
  expect(refresh()).toHaveAttribute('content', `2;url=${target}`);
  act(() => vi.advanceTimersByTime(1_500));
  expect(assign).toHaveBeenCalledExactlyOnceWith(target);
});

test('leaving the page before 1.5 s cancels the redirect', async () => {
  const { unmount } = await openWithTarget();
  unmount();
  act(() => vi.advanceTimersByTime(3_000));
  expect(assign).not.toHaveBeenCalled();
});

test.each([
  [
    'a foreign host',
    'https://evil.example/create',
    'evil.example is not one of our partner sites.',
  ],
  ['javascript:', 'javascript:alert(1)', 'Links of the javascript: kind are never followed.'],
  ['data:', 'data:text/html,hi', 'Links of the data: kind are never followed.'],
  [
    'a protocol-relative address',
    '//evil.example',
    'Addresses starting with // lead to another site.',
  ],
])('%s is refused with a clear message and never followed', async (_label, target, reason) => {
  await openWithTarget(target);
  expect(screen.getByRole('alert')).toHaveTextContent('This link cannot be followed');
  expect(screen.getByRole('alert')).toHaveTextContent(reason);
  expect(screen.queryByRole('link', { name: /Continue/ })).not.toBeInTheDocument();
  expect(refresh()).toBeNull();
  expect(document.body.innerHTML).not.toContain('evil.example"');
  act(() => vi.advanceTimersByTime(5_000));
  expect(assign).not.toHaveBeenCalled();
});

test('an internal target is followed through the router', async () => {
  const { router } = renderAt(
    `/guide/deploy-token?target=${encodeURIComponent('/tutorials/create-spl-token?from=guide')}`,
  );
  await vi.waitFor(() =>
    expect(router.state.location.pathname).toBe('/tutorials/create-spl-token'),
  );
  expect(router.state.location.search).toBe('?from=guide');
  expect(assign).not.toHaveBeenCalled();
  expect(refresh()).toBeNull();
});
