import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { CLAIM_DELAY_MS } from '../model/claim-machine';
import { AirdropClaimSample } from './airdrop-claim-sample';

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library waits for a setTimeout(0) after each user event and advances only Jest's fake
  // clock to get there; point it at Vitest's (the same sinon clock underneath).
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<AirdropClaimSample />);
  return user;
}

async function chooseOutcome(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Simulate the outcome (demo only)' }));
  await user.click(await screen.findByRole('option', { name }));
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

test('not connected: a prompt and a Connect Wallet button, no claim button', () => {
  setup();
  expect(screen.getByText('Connect your wallet to check your eligibility and claim your tokens.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Claim Airdrop' })).not.toBeInTheDocument();
  expect(screen.getByText('Demo: simulated, no real wallet or network')).toBeInTheDocument();
});

test('connect, claim, Claiming... disabled for 2 seconds, then the success message', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  expect(screen.getByText(/Connected:/)).toHaveTextContent('Connected: Demo…1111 (demo wallet)');

  await user.click(screen.getByRole('button', { name: 'Claim Airdrop' }));
  const pending = screen.getByRole('button', { name: 'Claiming...' });
  expect(pending).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Disconnect' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Simulate the outcome (demo only)' })).toBeDisabled();

  await advance(CLAIM_DELAY_MS - 1);
  expect(screen.getByRole('button', { name: 'Claiming...' })).toBeDisabled();
  expect(screen.queryByText('Airdrop claimed!')).not.toBeInTheDocument();

  await advance(1);
  expect(screen.getByRole('status')).toHaveTextContent('Airdrop claimed!');
  expect(screen.queryByRole('button', { name: 'Claim Airdrop' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Reset demo' }));
  expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
});

test('a wallet that is not eligible sees the not-eligible error and may try again', async () => {
  const user = setup();
  await chooseOutcome(user, 'Wallet not eligible');
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  await user.click(screen.getByRole('button', { name: 'Claim Airdrop' }));
  await advance(CLAIM_DELAY_MS);
  expect(screen.getByRole('alert')).toHaveTextContent('Your wallet is not eligible for this airdrop');

  await chooseOutcome(user, 'Eligible: the claim succeeds');
  await user.click(screen.getByRole('button', { name: 'Claim Airdrop' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await advance(CLAIM_DELAY_MS);
  expect(screen.getByRole('status')).toHaveTextContent('Airdrop claimed!');
});

test('a failing transaction shows "Failed to claim airdrop:" with the reason', async () => {
  const user = setup();
  await chooseOutcome(user, 'Transaction fails');
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  await user.click(screen.getByRole('button', { name: 'Claim Airdrop' }));
  await advance(CLAIM_DELAY_MS);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Failed to claim airdrop: Transaction simulation failed: Blockhash not found',
  );

  await user.click(screen.getByRole('button', { name: 'Disconnect' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
});

test('unmounting during a claim cancels the pending timer', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const { unmount } = render(<AirdropClaimSample />);
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  await user.click(screen.getByRole('button', { name: 'Claim Airdrop' }));
  expect(vi.getTimerCount()).toBe(1);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
