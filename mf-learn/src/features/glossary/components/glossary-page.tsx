import { Link } from 'react-router';
import { PageMeta } from '@tla/shared-ui/components/page-meta';

/** The glossary; search, filters and terms arrive with the glossary issue. */
export function GlossaryPage() {
  return (
    <section className="space-y-4">
      <PageMeta
        title="Glossary"
        description="Plain-language definitions of Solana, token, DeFi, wallet and NFT terms."
        keywords={['solana glossary', 'crypto terms', 'defi glossary']}
        path="/glossary"
      />
      <h1 className="text-4xl font-bold tracking-tight">Glossary</h1>
      <p className="max-w-2xl text-muted-foreground">
        The words you meet when creating and trading tokens, explained in plain language.
      </p>
      <p>
        Put them to work in the <Link to="/tutorials" className="text-link underline">tutorials</Link>.
      </p>
    </section>
  );
}
