import { useMemo } from 'react';
import { lamportsToCurrency } from '../model/lamports';
import { launchCost, type CostItemId } from '../model/launch-cost';
import { formatLamports, formatMoney, formatSol } from '../model/format';
import { toLaunchCostInput } from '../model/scenario';
import { CheckboxField, TextField } from './field';
import { bindCheckbox, bindText, type SectionProps } from './form-bindings';
import { ScrollTable } from '@tla/shared-ui/components/scroll-table';
import { SimulatorSection, tableClasses } from './layout';

const POOL_ITEMS = new Set<CostItemId>(['pool-creation-fee', 'pool-seed-liquidity']);

export function LaunchCostSection(props: SectionProps) {
  const { scenario } = props.form;
  const cost = useMemo(() => launchCost(toLaunchCostInput(scenario)), [scenario]);
  const price = scenario.solPriceUsd;
  const showMoney = price > 0;
  const tokenOnly = cost.items.filter((item) => !POOL_ITEMS.has(item.id)).reduce((sum, item) => sum + item.lamports, 0n);
  const hasPool = cost.items.some((item) => POOL_ITEMS.has(item.id));
  const isToken2022 = scenario.token.program === 'token-2022';

  return (
    <SimulatorSection
      id="launch-cost"
      title="Launch cost"
      description="Every charge, line by line. Rent is (128 + account bytes) × the rate per byte; rent is a deposit that keeps the account alive."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="SOL price"
          unit="in your currency"
          inputMode="decimal"
          {...bindText(props, 'solPrice')}
          hint="Shows each line in your currency too; 0 hides that column."
        />
        <TextField
          label="Rent rate"
          unit="lamports per byte"
          inputMode="numeric"
          {...bindText(props, 'rentPerByte')}
          hint="6,960 today (3,480 per byte-year × 2 years)."
        />
        <TextField label="Signatures" inputMode="numeric" {...bindText(props, 'signatures')} hint="5,000 lamports each." />
        <TextField label="Transactions" inputMode="numeric" {...bindText(props, 'transactions')} hint="Each pays the priority fee." />
        <TextField
          label="Compute-unit price"
          unit="micro-lamports"
          inputMode="numeric"
          {...bindText(props, 'cuPrice')}
          hint="Priority fee per compute unit; 0 for none."
        />
        <TextField label="Compute-unit limit" inputMode="numeric" {...bindText(props, 'cuLimit')} hint="Per transaction, at most 1,400,000." />
        <TextField label="Token accounts" inputMode="numeric" {...bindText(props, 'accounts')} hint="Yours, plus any you fund for others." />
        <TextField
          label="Metadata URI"
          {...bindText(props, 'uri')}
          hint="https://, ipfs:// or ar://; with Token-2022 its length adds to the mint."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckboxField
          label="On-chain metadata"
          hint={
            isToken2022
              ? 'Token-2022 keeps name, symbol and URI in the mint (MetadataPointer + TokenMetadata): no Metaplex account or fee.'
              : 'A Metaplex metadata account (607 bytes; 679 for accounts made before September 2024) plus its 0.01 SOL fee.'
          }
          {...bindCheckbox(props, 'metadata')}
        />
        {isToken2022 ? (
          <>
            <CheckboxField label="Mint close authority extension" hint="+36 bytes on the mint." {...bindCheckbox(props, 'closeAuthority')} />
            <CheckboxField label="Permanent delegate extension" hint="+36 bytes on the mint." {...bindCheckbox(props, 'delegate')} />
          </>
        ) : null}
        <CheckboxField
          label="Include the liquidity pool"
          hint="Adds the pool's creation fee and your seed SOL (set in Liquidity pool)."
          {...bindCheckbox(props, 'pool')}
        />
        {props.form.fields.pool === '1' ? (
          <TextField
            label="Pool creation fee"
            unit="SOL"
            inputMode="decimal"
            {...bindText(props, 'poolFeeSol')}
            hint="Raydium CPMM: 0.15 SOL (plus about 0.04 SOL of pool rent). Check the live app."
          />
        ) : null}
      </div>

      <ScrollTable label="Launch cost table">
        <table className={tableClasses}>
          <caption>Launch cost, itemised{showMoney ? ` (SOL at ${formatMoney(price)})` : ''}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Detail</th>
              <th scope="col" className="text-right">Lamports</th>
              <th scope="col" className="text-right">SOL</th>
              {showMoney ? <th scope="col" className="text-right">Your currency</th> : null}
            </tr>
          </thead>
          <tbody>
            {cost.items.map((item) => (
              <tr key={item.id}>
                <th scope="row" className="border-t border-border font-normal">{item.label}</th>
                <td className="text-muted-foreground">{item.detail}</td>
                <td className="text-right tabular-nums">{formatLamports(item.lamports)}</td>
                <td className="text-right tabular-nums">{formatSol(item.lamports)}</td>
                {showMoney ? <td className="text-right tabular-nums">{formatMoney(lamportsToCurrency(item.lamports, price))}</td> : null}
              </tr>
            ))}
          </tbody>
          <tfoot>
            {hasPool ? (
              <tr>
                <th scope="row">Token only (without the pool)</th>
                <td />
                <td className="text-right tabular-nums">{formatLamports(tokenOnly)}</td>
                <td className="text-right tabular-nums">{formatSol(tokenOnly)}</td>
                {showMoney ? <td className="text-right tabular-nums">{formatMoney(lamportsToCurrency(tokenOnly, price))}</td> : null}
              </tr>
            ) : null}
            <tr>
              <th scope="row">Total</th>
              <td />
              <td className="text-right tabular-nums">{formatLamports(cost.total)}</td>
              <td className="text-right tabular-nums">{formatSol(cost.total)}</td>
              {showMoney ? <td className="text-right tabular-nums">{formatMoney(lamportsToCurrency(cost.total, price))}</td> : null}
            </tr>
          </tfoot>
        </table>
      </ScrollTable>
      <p className="text-sm text-muted-foreground">
        Seed liquidity is not a fee: it sits in the pool, and you can withdraw it with your LP tokens unless you burn them. Rent
        on the mint and metadata accounts is refundable only if they are closed, which in practice they never are.
      </p>
    </SimulatorSection>
  );
}
