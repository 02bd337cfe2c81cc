import { useEffect, useId, useReducer, useState } from 'react';
import { CheckCircle2, LoaderCircle, Wallet, XCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@tla/shared-ui/components/alert';
import { Badge } from '@tla/shared-ui/components/badge';
import { Button } from '@tla/shared-ui/components/button';
import { Label } from '@tla/shared-ui/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tla/shared-ui/components/select';
import { z } from '@tla/federated/zod';
import {
  CLAIM_DELAY_MS,
  DEMO_CLAIM_AMOUNT,
  claimReducer,
  initialClaimState,
  shortAddress,
  type ClaimOutcome,
} from '../model/claim-machine';

const outcomeSchema = z.enum(['success', 'not-eligible', 'failure']);

const outcomeLabels: Readonly<Record<ClaimOutcome, string>> = {
  success: 'Eligible: the claim succeeds',
  'not-eligible': 'Wallet not eligible',
  failure: 'Transaction fails',
};

/**
 * The airdrop claim page of the tutorial, as a teaching sample: connect, claim, wait while the
 * transaction confirms, then success or one of the two errors. Nothing leaves the browser.
 */
export function AirdropClaimSample() {
  const [state, dispatch] = useReducer(claimReducer, initialClaimState);
  const [outcome, setOutcome] = useState<ClaimOutcome>('success');
  const outcomeId = useId();
  const titleId = useId();

  // The simulated confirmation: settles CLAIM_DELAY_MS after the claim starts; unmounting cancels it.
  useEffect(() => {
    if (state.status !== 'claiming') return;
    const timer = window.setTimeout(() => dispatch({ type: 'settle' }), CLAIM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.status]);

  const connected = state.status !== 'disconnected';
  const claiming = state.status === 'claiming';

  return (
    <section aria-labelledby={titleId} className="not-prose my-8 rounded-xl border border-border bg-card p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id={titleId} className="text-lg font-semibold">
          Claim your airdrop
        </h4>
        <Badge variant="outline">Demo: simulated, no real wallet or network</Badge>
      </div>

      <div className="mt-4 space-y-2 rounded-lg border border-dashed border-border p-4">
        <Label htmlFor={outcomeId}>Simulate the outcome (demo only)</Label>
        <Select
          value={outcome}
          onValueChange={(value) => {
            const parsed = outcomeSchema.safeParse(value);
            if (parsed.success) setOutcome(parsed.data);
          }}
          disabled={claiming}
        >
          <SelectTrigger id={outcomeId} className="sm:max-w-xs">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {outcomeSchema.options.map((option) => (
              <SelectItem key={option} value={option}>
                {outcomeLabels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="text-xs text-muted-foreground">
          A real claim page checks eligibility against the Merkle proof; this control lets you see each result.
        </p>
      </div>

      <div className="mt-6 space-y-4">
        {state.status !== 'disconnected' ? (
          <p className="inline-flex items-center gap-2 text-sm">
            <Wallet aria-hidden="true" className="size-4 text-primary" />
            Connected: <span className="font-mono">{shortAddress(state.wallet)}</span> (demo wallet)
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Connect your wallet to check your eligibility and claim your tokens.
          </p>
        )}

        {state.status === 'claimed' ? (
          <Alert variant="success">
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>Airdrop claimed!</AlertTitle>
            <AlertDescription>
              {DEMO_CLAIM_AMOUNT} tokens are on their way to your wallet (simulated).
            </AlertDescription>
          </Alert>
        ) : null}

        {state.status === 'error' ? (
          <Alert variant="destructive">
            <XCircle aria-hidden="true" />
            <AlertTitle>Claim failed</AlertTitle>
            <AlertDescription>{state.message}</AlertDescription>
          </Alert>
        ) : null}

        <div className="flex flex-wrap gap-3">
          {state.status === 'claimed' ? (
            <Button type="button" variant="outline" onClick={() => dispatch({ type: 'reset' })}>
              Reset demo
            </Button>
          ) : (
            <Button
              type="button"
              variant="brand"
              disabled={claiming}
              onClick={() => dispatch(connected ? { type: 'claim', outcome } : { type: 'connect' })}
            >
              {claiming ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {claiming ? 'Claiming...' : connected ? 'Claim Airdrop' : 'Connect Wallet'}
            </Button>
          )}
          {connected && state.status !== 'claimed' ? (
            <Button type="button" variant="ghost" disabled={claiming} onClick={() => dispatch({ type: 'disconnect' })}>
              Disconnect
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
