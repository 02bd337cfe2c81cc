/**
 * The airdrop claim sample of the airdrop tutorial as a pure state machine:
 * not connected → connected → claiming → claimed, or an error from which the reader can claim again.
 * Everything is simulated: no wallet library, no network.
 */

/** How the simulated claim ends; readers pick it to see every state a real claim page must handle. */
export type ClaimOutcome = 'success' | 'not-eligible' | 'failure';

export type ClaimState =
  | { status: 'disconnected' }
  | { status: 'connected'; wallet: string }
  | { status: 'claiming'; wallet: string; outcome: ClaimOutcome }
  | { status: 'claimed'; wallet: string }
  | { status: 'error'; wallet: string; message: string };

export type ClaimEvent =
  | { type: 'connect' }
  | { type: 'disconnect' }
  | { type: 'claim'; outcome: ClaimOutcome }
  | { type: 'settle' }
  | { type: 'reset' };

/** The simulated claim transaction takes this long. */
export const CLAIM_DELAY_MS = 2000;

/** A made-up address: the demo never touches a real wallet. */
export const DEMO_WALLET = 'DemoWa11et1111111111111111111111111111111111';

export const DEMO_CLAIM_AMOUNT = '250 DEMO';

export const NOT_ELIGIBLE_MESSAGE = 'Your wallet is not eligible for this airdrop';

/** What the simulated failure reports, as a wallet or RPC node might. */
export const SIMULATED_FAILURE_REASON = 'Transaction simulation failed: Blockhash not found';

export function claimFailureMessage(reason: string): string {
  return `Failed to claim airdrop: ${reason}`;
}

export const initialClaimState: ClaimState = { status: 'disconnected' };

export function claimReducer(state: ClaimState, event: ClaimEvent): ClaimState {
  switch (event.type) {
    case 'connect':
      return state.status === 'disconnected' ? { status: 'connected', wallet: DEMO_WALLET } : state;
    case 'disconnect':
      // A pending claim cannot be abandoned half way: the button is disabled until it settles.
      return state.status === 'claiming' ? state : initialClaimState;
    case 'claim':
      // Without a connected wallet (one that can sign) the claim does nothing.
      if (state.status !== 'connected' && state.status !== 'error') return state;
      return { status: 'claiming', wallet: state.wallet, outcome: event.outcome };
    case 'settle':
      if (state.status !== 'claiming') return state;
      if (state.outcome === 'success') return { status: 'claimed', wallet: state.wallet };
      return {
        status: 'error',
        wallet: state.wallet,
        message:
          state.outcome === 'not-eligible'
            ? NOT_ELIGIBLE_MESSAGE
            : claimFailureMessage(SIMULATED_FAILURE_REASON),
      };
    case 'reset':
      return state.status === 'claiming' ? state : initialClaimState;
  }
}

/** `Demo…1111`: the start and end of an address, as wallets show it. */
export function shortAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`;
}
