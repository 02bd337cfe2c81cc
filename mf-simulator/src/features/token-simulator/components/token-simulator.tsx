import { Link } from '@tla/federated/router';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@tla/shared-ui/components/alert';
import { Button } from '@tla/shared-ui/components/button';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { useScenario } from '../hooks/use-scenario';
import { errorCount } from '../model/scenario-form';
import { AllocationSection } from './allocation-section';
import { BondingCurveSection } from './bonding-curve-section';
import { LaunchCostSection } from './launch-cost-section';
import { LiquidityPoolSection } from './liquidity-pool-section';
import { ShareSection } from './share-section';
import { TokenSetupSection } from './token-setup-section';

export const SIMULATOR_SECTIONS = [
  { id: 'token-setup', label: 'Token setup' },
  { id: 'launch-cost', label: 'Launch cost' },
  { id: 'allocation', label: 'Allocation and vesting' },
  { id: 'liquidity-pool', label: 'Liquidity pool' },
  { id: 'bonding-curve', label: 'Bonding curve' },
  { id: 'share', label: 'Share and keep' },
] as const;

export const SIMULATOR_GUIDE_PATH = '/blog/solana-token-simulator-plan-your-launch';

export type TokenSimulatorProps = {
  /** The page's social card (a site path); the site's default image without it. */
  ogImage?: string;
};

/** /token-simulator: plan a launch on paper. Everything is computed in the browser; nothing is signed. */
export function TokenSimulator({ ogImage }: TokenSimulatorProps) {
  const { form, scenario, notices, edit, load, reset, dismissNotices } = useScenario();
  const errors = errorCount(form);
  const sectionProps = { form, onEdit: edit };

  return (
    <div className="space-y-8">
      <PageMeta
        title="Token Simulator"
        description="Plan a Solana token launch: itemised costs in lamports and SOL, supply unlocks month by month, pool and bonding-curve price impact. Nothing is signed."
        keywords={['solana token simulator', 'token launch cost', 'token vesting schedule', 'price impact calculator', 'bonding curve calculator']}
        path="/token-simulator"
        ogImage={ogImage}
      />
      <header className="space-y-3">
        <h1 className="text-4xl font-bold tracking-tight">Token Simulator</h1>
        <p className="max-w-3xl text-muted-foreground">
          Plan a launch before you spend: what it costs on chain, how the supply unlocks, and what a buy does to the price. The
          maths runs in your browser with the programs' own formulas; no wallet is connected and nothing is signed. Treat the
          numbers as a plan you can check, not a forecast.
        </p>
        <p className="text-sm">
          <Link to={SIMULATOR_GUIDE_PATH} className="text-link underline underline-offset-4">
            Read the guide to every part of the simulator
          </Link>
        </p>
        <nav aria-label="Simulator sections">
          <ul className="flex flex-wrap gap-2">
            {SIMULATOR_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex rounded-full border border-border px-3 py-1 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {notices.length > 0 ? (
        <Alert role="status">
          <TriangleAlert aria-hidden="true" className="text-destructive" />
          <AlertTitle>Some values in this link could not be used</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-5 text-foreground">
              {notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={dismissNotices}>
              Dismiss
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      <p role="status" className={errors > 0 ? 'text-sm font-medium' : 'sr-only'}>
        {errors > 0
          ? `${errors} field${errors === 1 ? ' needs' : 's need'} fixing; the results use the last valid value of ${errors === 1 ? 'that field' : 'those fields'}.`
          : ''}
      </p>

      <TokenSetupSection {...sectionProps} />
      <LaunchCostSection {...sectionProps} />
      <AllocationSection {...sectionProps} />
      <LiquidityPoolSection {...sectionProps} />
      <BondingCurveSection {...sectionProps} />
      <ShareSection scenario={scenario} onLoad={load} onReset={reset} />
    </div>
  );
}
