import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { toast, useToastStore } from '@tla/federated/toast-store';
import { Toaster } from './toast';

afterEach(() => {
  act(() => useToastStore.setState({ toasts: [] }));
});

test('shows one toast at a time: a new one replaces the last', async () => {
  render(<Toaster />);
  act(() => {
    toast({ title: 'Saved' });
    toast({ title: 'Published', description: 'Your post is live.' });
  });
  expect(await screen.findByText('Published')).toBeInTheDocument();
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

test('a toast can be closed with its button', async () => {
  const user = userEvent.setup();
  render(<Toaster />);
  act(() => {
    toast({ title: 'Copied', variant: 'destructive' });
  });
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  expect(useToastStore.getState().toasts.every((item) => !item.open)).toBe(true);
});
