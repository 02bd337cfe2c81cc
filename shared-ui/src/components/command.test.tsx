import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { COMMAND_OPEN_ATTRIBUTE, CommandDialog, CommandInput, CommandList } from './command';

/** What jsdom lacks and cmdk uses: it sizes its list. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function Palette() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <CommandDialog open={open} onOpenChange={setOpen} title="Search" description="Find a page.">
        <CommandInput aria-label="Search" />
        <CommandList label="Results" />
      </CommandDialog>
    </>
  );
}

type BodyChange = 'marked' | 'unmarked' | 'pointers blocked' | 'pointers restored';

/** Each change of body's marker attribute and inline pointer-events, in the order they happened. */
function watchBody(changes: BodyChange[]): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.attributeName === COMMAND_OPEN_ATTRIBUTE)
        changes.push(document.body.hasAttribute(COMMAND_OPEN_ATTRIBUTE) ? 'marked' : 'unmarked');
      if (record.attributeName === 'style' && (record.oldValue ?? '').includes('pointer-events'))
        changes.push('pointers restored');
      else if (record.attributeName === 'style' && document.body.style.pointerEvents === 'none')
        changes.push('pointers blocked');
    }
  });
  observer.observe(document.body, { attributes: true, attributeOldValue: true });
  return observer;
}

// Radix's modal layer sets and restores body's pointer-events in its own effects; the marker that keeps
// that change from restyling the page must be on body before it and stay until after it. This fails
// if Radix or React reorders those effects.
test('body is marked before Radix blocks pointers and unmarked only after it restores them', async () => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  const changes: BodyChange[] = [];
  const observer = watchBody(changes);
  const user = userEvent.setup();
  render(<Palette />);

  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 0));

  observer.disconnect();
  expect(changes).toEqual(['marked', 'pointers blocked', 'pointers restored', 'unmarked']);
  vi.unstubAllGlobals();
});

// The scroll lock's variable, registered as not inherited in base.css, must be the one the lock sets.
test("the scroll lock's body variable is the one base.css keeps from being inherited", async () => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  const user = userEvent.setup();
  render(<Palette />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('dialog', { name: 'Search' });

  const injected = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
  const lockRule = injected.join('\n').match(/body\[data-scroll-locked\]\s*\{\s*(--[\w-]+)\s*:/);
  expect(lockRule?.[1]).toBe('--removed-body-scroll-bar-size');
  const base = readFileSync(
    createRequire(import.meta.url).resolve('@tla/shared-ui/styles/base.css'),
    'utf8',
  );
  expect(base).toMatch(new RegExp(`@property ${lockRule?.[1]} \\{[^}]*inherits: false;[^}]*\\}`));
  await user.keyboard('{Escape}');
  vi.unstubAllGlobals();
});
