import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { CanaryStatus } from './canary-status';
import { readCanaryStatus } from '../read-canary-status';

const canary = {
  remote: 'blog',
  release: 'blog-4',
  share: 10,
  startedAt: '2026-12-05T10:00:00.000Z',
} as const;

test('the running canary: its remote, release, share and since when', async () => {
  render(<CanaryStatus read={async () => ({ canary })} />);
  expect(
    await screen.findByText(
      /^blog release blog-4 is live for 10 % of readers, since 2026-12-05T10:00:00.000Z \(\d+ (min|h|d)/,
    ),
  ).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Canary' })).toBeVisible();
});

test('none running, and a file that does not parse, named', async () => {
  const answers: Record<string, Response> = {
    'http://site.example/canary.json': new Response(JSON.stringify({ canary: null })),
  };
  const fetchFn = vi.fn(
    async (input: RequestInfo | URL) => answers[String(input)] ?? new Response('', { status: 404 }),
  );
  await expect(readCanaryStatus('http://site.example', fetchFn)).resolves.toEqual({ canary: null });
  await expect(readCanaryStatus('http://other.example', fetchFn)).resolves.toEqual({
    canary: null,
  });
  answers['http://site.example/canary.json'] = new Response(
    JSON.stringify({ canary: { ...canary, share: 100 } }),
  );
  await expect(readCanaryStatus('http://site.example', fetchFn)).rejects.toThrow(
    /http:\/\/site\.example\/canary\.json.*share/,
  );
  render(<CanaryStatus read={async () => ({ canary: null })} />);
  expect(await screen.findByText('No canary is running.')).toBeVisible();
});
