import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { toast, useToastStore } from '@tla/federated/toast-store';
import { Toaster } from './toaster';

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

test('nothing is shown, and no toast code loaded, until a toast is raised', async () => {
  render(<Toaster />);
  expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();
  act(() => {
    toast({ title: 'Saved' });
  });
  expect(await screen.findByRole('region', { name: /notifications/i })).toBeInTheDocument();
});

test('F8 moves focus to the notifications, loading them first if no toast has been raised', async () => {
  // user-event's own key map has no function keys: this test's map is F8 as browsers send it.
  const user = userEvent.setup({ keyboardMap: [{ key: 'F8', code: 'F8' }] });
  render(<Toaster />);
  await user.keyboard('{F8}');
  const region = await screen.findByRole('region', { name: /notifications \(F8\)/i });
  await vi.waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
});
