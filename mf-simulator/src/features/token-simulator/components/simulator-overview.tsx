import { Link } from 'react-router';
import { PageMeta } from '@tla/shared-ui/components/page-meta';

/** The simulator's first page; the calculators arrive with the simulator issue. */
export function SimulatorOverview() {
  return (
    <section className="space-y-4">
      <PageMeta
        title="Token Simulator"
        description="Plan a Solana token launch: costs in lamports and SOL, supply unlocks, pool and bonding-curve price impact."
        keywords={['solana token simulator', 'token launch cost', 'bonding curve calculator']}
        path="/token-simulator"
      />
      <h1 className="text-4xl font-bold tracking-tight">Token Simulator</h1>
      <p className="max-w-2xl text-muted-foreground">
        Plan a launch before you spend: what it costs on chain, how the supply unlocks, and what a buy does to the price.
      </p>
      <p>
        Read how it works in the <Link to="/blog" className="text-link underline">blog</Link>.
      </p>
    </section>
  );
}
