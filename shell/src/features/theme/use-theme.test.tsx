import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { useApplyTheme } from './use-theme';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
  document.body.replaceChildren();
});

test('a stored light theme is applied after hydration without rendering the frame again', async () => {
  window.localStorage.setItem('theme', 'light');
  let renders = 0;
  function Frame() {
    renders += 1;
    useApplyTheme();
    return <p>Frame</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Frame />);
  document.body.append(container);
  renders = 0;

  await act(async () => {
    hydrateRoot(container, <Frame />);
  });

  expect(document.documentElement).toHaveClass('light');
  expect(document.documentElement).not.toHaveClass('dark');
  // The server rendered dark; a theme read during render would have made React render it twice.
  expect(renders).toBe(1);
});
