import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library advances only Jest's fake clock after each user event; point it at Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const hint = (label: string, text: string) => (
  <Tooltip>
    <TooltipTrigger>{label}</TooltipTrigger>
    <TooltipContent>{text}</TooltipContent>
  </Tooltip>
);

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

test('a tooltip on its own opens only after 700 ms of hovering', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(hint('Decimals', 'How many places a token amount can be split into.'));
  await user.hover(screen.getByRole('button', { name: 'Decimals' }));
  advance(690);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  advance(10);
  expect(screen.getByRole('tooltip')).toHaveTextContent('How many places a token amount can be split into.');
});

/** Two tooltips in a group: the first opens after the delay, then closes. */
async function openFirstOfGroup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <TooltipProvider>
      {hint('Supply', 'Tokens that will ever exist.')}
      {hint('Fee', 'Paid to the network per signature.')}
    </TooltipProvider>,
  );
  await user.hover(screen.getByRole('button', { name: 'Supply' }));
  advance(700);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Tokens that will ever exist.');
  await user.keyboard('{Escape}'); // jsdom has no geometry for the pointer to leave by
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  return user;
}

test('inside a group, the next tooltip opens at once within 300 ms of the last one closing', async () => {
  const user = await openFirstOfGroup();
  await user.hover(screen.getByRole('button', { name: 'Fee' }));
  advance(0);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Paid to the network per signature.');
});

test('after the skip window has passed, the delay applies again', async () => {
  const user = await openFirstOfGroup();
  advance(301);
  await user.hover(screen.getByRole('button', { name: 'Fee' }));
  advance(100);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  advance(600);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Paid to the network per signature.');
});
