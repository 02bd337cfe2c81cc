import { Link } from 'react-router';
import { PageMeta } from '@tla/shared-ui/components/page-meta';

/** The resources library; cards and tabs arrive with the resources issue. */
export function ResourcesPage() {
  return (
    <section className="space-y-4">
      <PageMeta
        title="Resources"
        description="Guides, tools and code templates for Solana token creators."
        keywords={['solana resources', 'token templates', 'tokenomics guide']}
        path="/resources"
      />
      <h1 className="text-4xl font-bold tracking-tight">Resources</h1>
      <p className="max-w-2xl text-muted-foreground">
        Guides, tools and code for planning, launching and running a token.
      </p>
      <p>
        Looking for step-by-step lessons? See the <Link to="/tutorials" className="text-link underline">tutorials</Link>.
      </p>
    </section>
  );
}
