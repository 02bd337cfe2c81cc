import { Link } from 'react-router';
import { PageMeta } from '@tla/shared-ui/components/page-meta';

/** The tutorials index; the list, filters and full tutorials arrive with the tutorials issue. */
export function TutorialsListPage() {
  return (
    <section className="space-y-4">
      <PageMeta
        title="Tutorials"
        description="Step-by-step Solana tutorials: create an SPL token, add liquidity, build staking and airdrops."
        keywords={['solana tutorials', 'spl token tutorial', 'raydium liquidity']}
        path="/tutorials"
      />
      <h1 className="text-4xl font-bold tracking-tight">Tutorials</h1>
      <p className="max-w-2xl text-muted-foreground">
        Step-by-step lessons, from your first SPL token to liquidity pools, staking and airdrops.
      </p>
      <p>
        New to the words? Start with the <Link to="/glossary" className="text-link underline">glossary</Link>.
      </p>
    </section>
  );
}
