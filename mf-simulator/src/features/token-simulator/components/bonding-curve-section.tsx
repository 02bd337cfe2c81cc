import { useMemo, useState } from 'react';
import {
  buyOnCurve,
  completedCurveState,
  curveMarketCapLamports,
  curvePrice,
  curvePriceSeries,
  initialCurveState,
  solToComplete,
} from '../model/bonding-curve';
import { formatMoney, formatNumber, formatPercent, formatPrice, formatSol, formatTokens } from '../model/format';
import { lamportsToCurrency, solToLamports } from '../model/lamports';
import { formatBasisPoints } from '../model/token-setup';
import { ChartFrame } from './chart-frame';
import { TextField } from './field';
import { bindText, type SectionProps } from './form-bindings';
import { ScrollTable } from '@tla/shared-ui/components/scroll-table';
import { DataDisclosure, SimulatorSection, Stat, tableClasses } from './layout';
import { LazyCurvePriceChart } from './lazy-charts';

export function BondingCurveSection(props: SectionProps) {
  const { bondingCurve: config, solPriceUsd: money } = props.form.scenario;
  const [firstBuyText, setFirstBuyText] = useState('1');
  const results = useMemo(() => {
    const start = initialCurveState(config);
    const end = completedCurveState(config);
    return {
      start,
      completion: solToComplete(config),
      endMarketCap: curveMarketCapLamports(end, config),
      startPrice: curvePrice(start, config.decimals),
      endPrice: curvePrice(end, config.decimals),
      series: curvePriceSeries(config, 50).map((point) => ({ raised: point.solRaised, price: point.price, marketCap: point.marketCapSol })),
    };
  }, [config]);
  const firstBuyLamports = solToLamports(firstBuyText);
  const firstBuy = firstBuyLamports === undefined ? undefined : buyOnCurve(results.start, config, firstBuyLamports);
  const supplyBase = config.totalSupply * 10n ** BigInt(config.decimals);
  const share = firstBuy && supplyBase > 0n ? Number((firstBuy.tokensOut * 1_000_000n) / supplyBase) / 1_000_000 : 0;
  const last = results.series.at(-1);

  return (
    <SimulatorSection
      id="bonding-curve"
      title="Bonding-curve launch"
      description="Pump-style: the coin trades on a curve with virtual reserves until the real tokens sell out, then moves to a pool. Launchpads change these numbers: enter the current ones."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label="Virtual SOL reserves" unit="SOL" inputMode="decimal" {...bindText(props, 'curveSol')} />
        <TextField label="Virtual token reserves" unit="whole tokens" inputMode="numeric" {...bindText(props, 'curveTokens')} />
        <TextField label="Real tokens for sale" unit="whole tokens" inputMode="numeric" {...bindText(props, 'curveReal')} />
        <TextField
          label="Curve fee"
          unit="basis points"
          inputMode="numeric"
          {...bindText(props, 'curveFee')}
          hint={`${formatBasisPoints(config.feeBps)} of each buy, taken before the SOL reaches the curve.`}
        />
        <TextField label="Coin supply" unit="whole tokens" inputMode="numeric" {...bindText(props, 'curveSupply')} />
        <TextField label="Coin decimals" inputMode="numeric" {...bindText(props, 'curveDecimals')} hint="Pump coins use 6." />
      </div>

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="SOL to complete the curve"
          value={`${formatSol(results.completion.netLamports)} SOL`}
          detail={`${formatSol(results.completion.grossLamports)} SOL paid by buyers, fees included`}
        />
        <Stat
          label="Market cap at completion"
          value={`${formatNumber(Number(results.endMarketCap) / 1e9, 1)} SOL`}
          detail={money > 0 ? `≈ ${formatMoney(lamportsToCurrency(results.endMarketCap, money))} in your currency` : 'price × coin supply'}
        />
        <Stat label="Starting price" value={`${formatPrice(results.startPrice)} SOL`} detail="per token" />
        <Stat label="Price at completion" value={`${formatPrice(results.endPrice)} SOL`} detail={`${formatNumber(results.endPrice / results.startPrice, 1)}× the start`} />
      </dl>

      <div className="space-y-4 rounded-md border border-border p-4">
        <h3 className="text-lg font-semibold">The first buy</h3>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="First buy"
            unit="SOL"
            inputMode="decimal"
            value={firstBuyText}
            error={firstBuy ? undefined : 'Enter an amount of SOL with at most 9 decimals.'}
            onValueChange={setFirstBuyText}
          />
        </div>
        {firstBuy ? (
          <dl className="grid gap-3 sm:grid-cols-3" aria-live="polite">
            <Stat label="Tokens received" value={formatTokens(firstBuy.tokensOut, config.decimals)} detail={`${formatSol(firstBuy.netLamports)} SOL reached the curve`} />
            <Stat label="Share of the supply" value={formatPercent(share, 2)} detail={`of ${formatTokens(supplyBase, config.decimals, 0)} tokens`} />
            <Stat
              label="Fee"
              value={`${formatSol(firstBuy.fee)} SOL`}
              detail={firstBuy.capped ? `The curve sells out: ${formatSol(firstBuy.refund)} SOL is not spent.` : undefined}
            />
          </dl>
        ) : null}
      </div>

      <figure className="space-y-2">
        <figcaption className="text-sm font-medium">Price per token against SOL raised, up to completion</figcaption>
        <ChartFrame
          label={`Line chart of the curve price: from ${formatPrice(results.startPrice)} SOL at 0 SOL raised to ${formatPrice(results.endPrice)} SOL at ${formatNumber(last?.raised ?? 0, 3)} SOL raised. The table has the numbers.`}
        >
          <LazyCurvePriceChart data={results.series} />
        </ChartFrame>
      </figure>
      <DataDisclosure summary="Show price against SOL raised as a table">
        <ScrollTable label="Curve price by SOL raised" className="max-h-96 overflow-y-auto">
          <table className={tableClasses}>
            <caption>Curve price by SOL raised</caption>
            <thead>
              <tr>
                <th scope="col">SOL raised</th>
                <th scope="col" className="text-right">Price (SOL per token)</th>
                <th scope="col" className="text-right">Market cap (SOL)</th>
              </tr>
            </thead>
            <tbody>
              {results.series.map((point) => (
                <tr key={point.raised}>
                  <th scope="row" className="font-normal tabular-nums">{formatNumber(point.raised, 3)}</th>
                  <td className="text-right tabular-nums">{formatPrice(point.price)}</td>
                  <td className="text-right tabular-nums">{formatNumber(point.marketCap, 1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </DataDisclosure>
    </SimulatorSection>
  );
}
