import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Badge } from '@tla/shared-ui/components/badge';
import { groupDigits } from '@tla/shared-ui/lib/format';
import {
  MAX_DECIMALS,
  maxSupplyForDecimals,
  riskChecklist,
  symbolHint,
  type TokenSetup,
} from '../model/token-setup';
import { CheckboxField, ChoiceField, TextField } from './field';
import { bindCheckbox, bindChoice, bindText, type SectionProps } from './form-bindings';
import { SimulatorSection } from './layout';

const programOptions = [
  { value: 'spl-token', label: 'SPL Token (classic)' },
  { value: 'token-2022', label: 'Token-2022' },
] as const;
const authorityOptions = [
  { value: 'revoked', label: 'Revoked' },
  { value: 'kept', label: 'Kept' },
] as const;
const mutabilityOptions = [
  { value: '0', label: 'Immutable' },
  { value: '1', label: 'Mutable' },
] as const;

export function TokenSetupSection(props: SectionProps) {
  const { form } = props;
  const token = form.scenario.token;
  const isToken2022 = form.fields.program === 'token-2022';
  const decimalsText = form.fields.decimals ?? '';
  return (
    <SimulatorSection
      id="token-setup"
      title="Token setup"
      description="What you would enter in any token creator. Supply × 10^decimals must fit in an unsigned 64-bit integer, as it does on chain."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" {...bindText(props, 'name')} hint="Up to 32 bytes (Metaplex limit)." />
          <TextField
            label="Symbol"
            {...bindText(props, 'symbol')}
            hint={symbolHint(form.fields.symbol ?? '') ?? 'Up to 10 bytes; 3 to 5 characters is usual.'}
          />
          <TextField
            label="Decimals"
            inputMode="numeric"
            {...bindText(props, 'decimals')}
            hint={`0 to ${MAX_DECIMALS}; spl-token create-token uses 9.`}
          />
          <TextField
            label="Total supply"
            unit="whole tokens"
            inputMode="numeric"
            {...bindText(props, 'supply')}
            hint={supplyHint(decimalsText)}
          />
          <ChoiceField legend="Token program" name="program" options={programOptions} {...bindChoice(props, 'program')} className="sm:col-span-2" />
          {isToken2022 ? (
            <>
              <TextField
                label="Transfer fee"
                unit="basis points"
                inputMode="numeric"
                {...bindText(props, 'feeBps')}
                hint="100 basis points = 1 %. 0 for no fee."
              />
              <TextField
                label="Maximum fee per transfer"
                unit="whole tokens"
                inputMode="numeric"
                {...bindText(props, 'feeMax')}
              />
            </>
          ) : null}
          <ChoiceField legend="Mint authority" name="mint-authority" options={authorityOptions} {...bindChoice(props, 'mintAuthority')} />
          <ChoiceField legend="Freeze authority" name="freeze-authority" options={authorityOptions} {...bindChoice(props, 'freezeAuthority')} />
          <ChoiceField legend="Metadata" name="metadata-mutability" options={mutabilityOptions} {...bindChoice(props, 'mutable')} />
          <CheckboxField
            label="LP tokens burned"
            hint="Burning the pool's LP tokens locks the liquidity for good."
            {...bindCheckbox(props, 'lpBurned')}
          />
        </div>
        <RiskChecklist token={token} />
      </div>
    </SimulatorSection>
  );
}

function supplyHint(decimalsText: string): string {
  const decimals = Number(decimalsText);
  if (!/^\d$/.test(decimalsText.trim()) || decimals > MAX_DECIMALS) return 'A whole number; commas are fine.';
  return `At ${decimals} decimals, at most ${groupDigits(maxSupplyForDecimals(decimals))} tokens.`;
}

export function RiskChecklist({ token }: { token: TokenSetup }) {
  const items = riskChecklist(token);
  const warnings = items.filter((item) => item.status === 'warning').length;
  return (
    <div className="space-y-3 rounded-md border border-border p-4" aria-labelledby="risk-checklist-heading" role="group">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="risk-checklist-heading" className="text-lg font-semibold">
          What a buyer sees
        </h3>
        <Badge variant="outline">
          {warnings === 0 ? 'No red flags' : `${warnings} red flag${warnings === 1 ? '' : 's'}`}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">The checks a careful buyer or a token scanner runs on your mint.</p>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3">
            {item.status === 'ok' ? (
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            ) : (
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            )}
            <div>
              <p className="text-sm font-medium">
                <span className="sr-only">{item.status === 'ok' ? 'OK: ' : 'Warning: '}</span>
                {item.label}
              </p>
              <p className="text-sm text-muted-foreground">{item.explanation}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
