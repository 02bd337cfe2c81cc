import { expect, test, waitForHydration } from '../fixtures';
import { appTag, appTags } from '../app-tags';

const cases = [
  { remote: 'blog', path: '/blog', label: 'Blog', other: '/tutorials', otherHeading: 'Tutorials' },
  { remote: 'learn', path: '/glossary', label: 'Glossary', other: '/blog', otherHeading: 'Blog' },
  { remote: 'simulator', path: '/token-simulator', label: 'Token Simulator', other: '/blog', otherHeading: 'Blog' },
] as const;

for (const { remote, path, label, other, otherHeading } of cases) {
  test(`with ${remote} down, its section says so, the rest works, and Retry recovers`, { tag: appTags(remote, 'shell') }, async ({ page, remoteBases }) => {
    const base = `${remoteBases[remote]}**`;
    // The remote's server stops answering: every request to its origin fails at the network level.
    await page.route(base, (route) => route.abort('connectionrefused'));
    await page.goto(path);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`${label} is temporarily unavailable`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The frame and the other sections keep working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.goto(other);
    await expect(page.getByRole('heading', { level: 1, name: otherHeading, exact: true })).toBeVisible();

    // Back to the broken section, then the remote comes back: Retry loads it without a reload.
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText(`${label} is temporarily unavailable`);
    await page.unroute(base);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(navigations).toEqual([]);
  });
}

test('a remote that is slow: the page stays with a progress bar, then the section shows a spinner until it arrives', { tag: appTag('shell') }, async ({ page, remoteBases }) => {
  // (Before the page loads: idle time after it loads fetches the linked sections' code too.)
  await page.route(`${remoteBases.simulator}remoteEntry.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue();
  });
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Token Simulator' }).click();
  // The navigation waits for the section's code (up to 3 s), with the current page on screen...
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // ...then goes on, and the section says it is loading, the frame around it working.
  await expect(page.getByRole('status').filter({ hasText: 'Loading Token Simulator' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Token Simulator' })).toBeVisible({
    timeout: 15_000,
  });
});
