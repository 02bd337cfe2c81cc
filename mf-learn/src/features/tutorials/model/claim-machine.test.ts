// @vitest-environment node
import { expect, test } from 'vitest';
import {
  DEMO_WALLET,
  NOT_ELIGIBLE_MESSAGE,
  SIMULATED_FAILURE_REASON,
  claimFailureMessage,
  claimReducer,
  initialClaimState,
  shortAddress,
  type ClaimState,
} from './claim-machine';

const connected: ClaimState = { status: 'connected', wallet: DEMO_WALLET };

test('connecting moves from not connected to connected, once', () => {
  const state = claimReducer(initialClaimState, { type: 'connect' });
  expect(state).toEqual(connected);
  expect(claimReducer(state, { type: 'connect' })).toBe(state);
});

test('a claim without a connected wallet does nothing', () => {
  expect(claimReducer(initialClaimState, { type: 'claim', outcome: 'success' })).toBe(initialClaimState);
});

test('claiming settles into claimed, not eligible or a failure', () => {
  const claiming = claimReducer(connected, { type: 'claim', outcome: 'success' });
  expect(claiming).toEqual({ status: 'claiming', wallet: DEMO_WALLET, outcome: 'success' });
  expect(claimReducer(claiming, { type: 'settle' })).toEqual({ status: 'claimed', wallet: DEMO_WALLET });

  const notEligible = claimReducer(claimReducer(connected, { type: 'claim', outcome: 'not-eligible' }), { type: 'settle' });
  expect(notEligible).toEqual({ status: 'error', wallet: DEMO_WALLET, message: 'Your wallet is not eligible for this airdrop' });

  const failed = claimReducer(claimReducer(connected, { type: 'claim', outcome: 'failure' }), { type: 'settle' });
  expect(failed).toEqual({
    status: 'error',
    wallet: DEMO_WALLET,
    message: `Failed to claim airdrop: ${SIMULATED_FAILURE_REASON}`,
  });
  expect(NOT_ELIGIBLE_MESSAGE).toBe('Your wallet is not eligible for this airdrop');
  expect(claimFailureMessage('boom')).toBe('Failed to claim airdrop: boom');
});

test('while claiming, further claims, disconnects and resets are ignored', () => {
  const claiming = claimReducer(connected, { type: 'claim', outcome: 'failure' });
  for (const event of [
    { type: 'claim', outcome: 'success' },
    { type: 'disconnect' },
    { type: 'reset' },
    { type: 'connect' },
  ] as const) {
    expect(claimReducer(claiming, event)).toBe(claiming);
  }
});

test('settling outside a claim does nothing', () => {
  expect(claimReducer(connected, { type: 'settle' })).toBe(connected);
  expect(claimReducer(initialClaimState, { type: 'settle' })).toBe(initialClaimState);
});

test('after an error the reader can claim again; after a claim only a reset is possible', () => {
  const error = claimReducer(claimReducer(connected, { type: 'claim', outcome: 'failure' }), { type: 'settle' });
  expect(claimReducer(error, { type: 'claim', outcome: 'success' }).status).toBe('claiming');
  const claimed: ClaimState = { status: 'claimed', wallet: DEMO_WALLET };
  expect(claimReducer(claimed, { type: 'claim', outcome: 'success' })).toBe(claimed);
  expect(claimReducer(claimed, { type: 'reset' })).toEqual(initialClaimState);
  expect(claimReducer(error, { type: 'disconnect' })).toEqual(initialClaimState);
});

test('addresses are shortened the way wallets show them', () => {
  expect(shortAddress(DEMO_WALLET)).toBe('Demo…1111');
  expect(shortAddress('short')).toBe('short');
});
