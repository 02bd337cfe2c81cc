import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { OVERRIDES_ENABLED_KEY, OVERRIDES_KEY, setOverrideStatus } from './remote-overrides';
import { RemoteOverridesPanel } from './remote-overrides-panel';

// What the registry reports after applying a stored override.
setOverrideStatus({
  name: 'mf_learn',
  entry: 'https://dev.example/remoteEntry.js',
  state: 'active',
});

afterEach(() => localStorage.clear());

test('readers never see it: without the opt-in there is no panel', () => {
  render(<RemoteOverridesPanel />);
  expect(screen.queryByRole('complementary', { name: 'Remote overrides' })).not.toBeInTheDocument();
});

test('with the opt-in it says what is overridden, and saves valid entries only', async () => {
  const user = userEvent.setup();
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  localStorage.setItem(OVERRIDES_ENABLED_KEY, 'on');
  render(<RemoteOverridesPanel />);

  const panel = await screen.findByRole('complementary', { name: 'Remote overrides' });
  expect(panel).toHaveTextContent('mf_learn → https://dev.example/remoteEntry.js (in use)');

  await user.click(screen.getByRole('button', { name: 'Edit entries' }));
  const blog = screen.getByLabelText('mf_blog entry URL');
  await user.type(blog, 'not a url');
  await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
  expect(blog).toHaveAccessibleDescription(/Enter a full http\(s\) URL/);
  expect(reload).not.toHaveBeenCalled();

  await user.clear(blog);
  await user.type(blog, 'https://dev.example/blog/remoteEntry.js');
  await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
  expect(JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}')).toEqual({
    mf_blog: 'https://dev.example/blog/remoteEntry.js',
  });
  expect(reload).toHaveBeenCalledTimes(1);
  vi.unstubAllGlobals();
});

test('turning it off removes the opt-in', async () => {
  const user = userEvent.setup();
  vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
  localStorage.setItem(OVERRIDES_ENABLED_KEY, 'on');
  render(<RemoteOverridesPanel />);
  await user.click(await screen.findByRole('button', { name: 'Turn overrides off' }));
  expect(localStorage.getItem(OVERRIDES_ENABLED_KEY)).toBeNull();
  vi.unstubAllGlobals();
});

test('an override the deployment refused says so, and names the origins it allows', async () => {
  setOverrideStatus({
    name: 'mf_blog',
    entry: 'https://attacker.example/remoteEntry.js',
    state: 'refused',
    allowedOrigins: ['https://dev.example'],
  });
  localStorage.setItem(OVERRIDES_ENABLED_KEY, 'on');
  render(<RemoteOverridesPanel />);
  const status = within(
    await screen.findByRole('complementary', { name: 'Remote overrides' }),
  ).getByRole('status');
  expect(status).toHaveTextContent(
    'mf_blog → https://attacker.example/remoteEntry.js (refused, not loaded: this deployment allows overrides only from https://dev.example; using the deployed entry)',
  );
  expect(status).toHaveTextContent('mf_learn → https://dev.example/remoteEntry.js (in use)');
});
