import { useMemo, useState } from 'react';
import { unlockSchedule } from '../model/allocation';
import { formatMoney, formatNumber, formatPercent, formatPrice, formatSol, formatTokens } from '../model/format';
import { lamportsToCurrency, solToLamports } from '../model/lamports';
import {
  fullyDilutedValueLamports,
  marketCapLamports,
  priceImpactSeries,
  quoteSwap,
  spotPrice,
  swapExactIn,
  type Pool,
  type TradeSide,
} from '../model/liquidity-pool';
import { formatBasisPoints, toBaseUnits, wholeTokensSchema } from '../model/token-setup';
import { toPool, totalSupplyBase } from '../model/scenario';
import { ChartFrame } from './chart-frame';
import { ChoiceField, TextField } from './field';
import { bindText, type SectionProps } from './form-bindings';
import { ScrollTable } from '@tla/shared-ui/components/scroll-table';
import { DataDisclosure, SimulatorSection, Stat, tableClasses } from './layout';
import { LazyPriceImpactChart } from './lazy-charts';

const sideOptions = [
  { value: 'buy', label: 'Buy with SOL' },
  { value: 'sell', label: 'Sell tokens' },
] as const;

/**
 * The worked example the page gives readers to check the formula, the one the blog's liquidity post
 * uses: 100 into a 1,000/1,000 pool at a 0.3 % fee gives 90.66.
 */
const reference = swapExactIn(100_000_000_000n, 1_000_000_000_000n, 1_000_000_000_000n, 30);

const swapAmountSchema = wholeTokensSchema('Tokens to sell');

function parseTradeAmount(side: TradeSide, text: string, decimals: number): { amount?: bigint; error?: string } {
  if (side === 'buy') {
    const lamports = solToLamports(text);
    return lamports === undefined ? { error: 'Enter an amount of SOL with at most 9 decimals.' } : { amount: lamports };
  }
  const result = swapAmountSchema.safeParse(text);
  if (!result.success) return { error: result.error.issues[0]?.message ?? 'Enter a whole number of tokens.' };
  if (result.data > 10n ** 20n) return { error: 'That is more tokens than any pool holds.' };
  return { amount: toBaseUnits(result.data, decimals) };
}

export function LiquidityPoolSection(props: SectionProps) {
  const { scenario } = props.form;
  const pool = useMemo(() => toPool(scenario), [scenario]);
  const { decimals } = scenario.token;
  const price = spotPrice(pool);
  const circulating = useMemo(
    () => unlockSchedule(scenario.allocation, totalSupplyBase(scenario), decimals, 0).totalCirculating[0] ?? 0n,
    [scenario, decimals],
  );
  const marketCap = marketCapLamports(circulating, pool);
  const fdv = fullyDilutedValueLamports(totalSupplyBase(scenario), pool);
  const money = scenario.solPriceUsd;

  return (
    <SimulatorSection
      id="liquidity-pool"
      title="Liquidity pool"
      description="Seed a constant-product pool (x × y = k) with tokens and SOL: that sets the starting price. Then try a trade."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Tokens in the pool" unit="whole tokens" inputMode="numeric" {...bindText(props, 'seedTokens')} />
        <TextField label="SOL in the pool" unit="SOL" inputMode="decimal" {...bindText(props, 'seedSol')} />
        <TextField
          label="Pool fee"
          unit="basis points"
          inputMode="numeric"
          {...bindText(props, 'swapFee')}
          hint={`${formatBasisPoints(scenario.pool.feeBps)} per trade (25 = 0.25 %, Raydium's usual tier).`}
        />
      </div>
      {scenario.pool.seedTokens > scenario.token.totalSupply ? (
        <p className="text-sm font-medium">The pool holds more tokens than the total supply: lower the tokens in the pool.</p>
      ) : null}

      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label="Initial price" value={`${formatPrice(price)} SOL`} detail={money > 0 ? `${formatPrice(price * money)} in your currency, per token` : 'per token'} />
        <Stat
          label="Market cap"
          value={`${formatSol(marketCap)} SOL`}
          detail={`${formatTokens(circulating, decimals, 0)} circulating at launch × price${money > 0 ? ` ≈ ${formatMoney(lamportsToCurrency(marketCap, money))}` : ''}`}
        />
        <Stat
          label="Fully diluted value"
          value={`${formatSol(fdv)} SOL`}
          detail={`total supply × price${money > 0 ? ` ≈ ${formatMoney(lamportsToCurrency(fdv, money))}` : ''}`}
        />
      </dl>

      <SwapBox pool={pool} />

      <p className="text-sm text-muted-foreground">
        Check the formula: out = in × (1 − f) × R_out ÷ (R_in + in × (1 − f)). Putting 100 into a 1,000/1,000 pool at a 0.3 % fee
        gives {formatTokens(reference.amountOut, 9)} out.
      </p>
    </SimulatorSection>
  );
}

function SwapBox({ pool }: { pool: Pool }) {
  const [side, setSide] = useState<TradeSide>('buy');
  const [amounts, setAmounts] = useState({ buy: '1', sell: '1000000' });
  const decimals = pool.tokenDecimals;
  const parsed = parseTradeAmount(side, amounts[side], decimals);
  const quote = parsed.amount === undefined ? undefined : quoteSwap(pool, side, parsed.amount);
  const series = useMemo(() => {
    const max = side === 'buy' ? pool.solReserve : pool.tokenReserve;
    return priceImpactSeries(pool, side, max, 40).map((point) => ({ size: point.amountInUi, impact: point.priceImpact }));
  }, [pool, side]);
  const unit = side === 'buy' ? 'SOL' : 'tokens';
  const outUnit = side === 'buy' ? 'tokens' : 'SOL';
  const formatOut = (value: bigint) => (side === 'buy' ? formatTokens(value, decimals) : formatSol(value));
  const formatIn = (value: bigint) => (side === 'buy' ? formatSol(value) : formatTokens(value, decimals));

  return (
    <div className="space-y-4 rounded-md border border-border p-4">
      <h3 className="text-lg font-semibold">Swap</h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ChoiceField legend="Trade" name="trade-side" options={sideOptions} value={side} onValueChange={setSide} />
        <TextField
          label={side === 'buy' ? 'SOL to spend' : 'Tokens to sell'}
          unit={unit}
          inputMode={side === 'buy' ? 'decimal' : 'numeric'}
          value={amounts[side]}
          error={parsed.error}
          onValueChange={(value) => setAmounts((current) => ({ ...current, [side]: value }))}
        />
      </div>
      {quote ? (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite">
          <Stat label="You receive" value={`${formatOut(quote.amountOut)} ${outUnit}`} />
          <Stat label="Effective price" value={`${formatPrice(quote.effectivePrice)} SOL`} detail="per token, fee included" />
          <Stat label="Price impact" value={formatPercent(quote.priceImpact)} detail={`${formatPercent(quote.costVsSpot)} worse than spot with the fee`} />
          <Stat label="Fee" value={`${formatIn(quote.fee)} ${unit}`} detail="stays in the pool" />
        </dl>
      ) : null}

      <figure className="space-y-2">
        <figcaption className="text-sm font-medium">
          Price impact against trade size ({side === 'buy' ? 'buys of up to the SOL in the pool' : 'sells of up to the tokens in the pool'})
        </figcaption>
        <ChartFrame label={`Line chart of price impact for ${side === 'buy' ? 'buys' : 'sells'} from ${formatNumber(series[0]?.size ?? 0)} to ${formatNumber(series.at(-1)?.size ?? 0)} ${unit}: impact grows from ${formatPercent(series[0]?.impact ?? 0)} to ${formatPercent(series.at(-1)?.impact ?? 0)}. The table has the numbers.`}>
          <LazyPriceImpactChart data={series} unit={unit} />
        </ChartFrame>
      </figure>
      <DataDisclosure summary="Show price impact by trade size as a table">
        <ScrollTable label="Price impact by trade size" className="max-h-96 overflow-y-auto">
          <table className={tableClasses}>
            <caption>Price impact by trade size ({side === 'buy' ? 'buys' : 'sells'})</caption>
            <thead>
              <tr>
                <th scope="col">Trade size ({unit})</th>
                <th scope="col" className="text-right">Price impact</th>
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.size}>
                  <th scope="row" className="font-normal tabular-nums">{formatNumber(point.size, 4)}</th>
                  <td className="text-right tabular-nums">{formatPercent(point.impact)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </DataDisclosure>
    </div>
  );
}
