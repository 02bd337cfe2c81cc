import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { loadOnInteraction } from './load-on-interaction';

function island(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = '<a href="/blog/first">First post</a>';
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

test('a reader who points at something inside the island loads it', async () => {
  const user = userEvent.setup();
  const load = vi.fn();
  loadOnInteraction(island(), load);
  await user.hover(screen.getByRole('link', { name: 'First post' }));
  expect(load).toHaveBeenCalled();
});

test('a reader who tabs into the island loads it', async () => {
  const user = userEvent.setup();
  const load = vi.fn();
  loadOnInteraction(island(), load);
  await user.tab();
  expect(screen.getByRole('link', { name: 'First post' })).toHaveFocus();
  expect(load).toHaveBeenCalled();
});

test('a touch loads it; once stopped, nothing does', () => {
  const load = vi.fn();
  const element = island();
  const stop = loadOnInteraction(element, load);
  element.dispatchEvent(new Event('touchstart'));
  expect(load).toHaveBeenCalledTimes(1);

  stop();
  element.dispatchEvent(new Event('touchstart'));
  element.dispatchEvent(new Event('pointerover'));
  element.dispatchEvent(new Event('focusin'));
  expect(load).toHaveBeenCalledTimes(1);
});
