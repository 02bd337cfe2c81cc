import { Link } from 'react-router';
import { ArrowRight, BookOpen, Calculator, Newspaper } from 'lucide-react';
import { Badge } from '@tla/shared-ui/components/badge';
import { Button } from '@tla/shared-ui/components/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@tla/shared-ui/components/card';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { siteConfig } from '@tla/shared-ui/config/site';
import { prefetchProps } from '../../features/remotes/prefetch-props';

const sections = [
  { to: '/blog', title: 'Blog', description: 'Guides on token creation, tokenomics, liquidity and marketing.', icon: Newspaper },
  { to: '/tutorials', title: 'Tutorials', description: 'Step-by-step lessons from your first SPL token to staking programs.', icon: BookOpen },
  { to: '/token-simulator', title: 'Token Simulator', description: 'Estimate launch costs, supply unlocks and price impact before you spend.', icon: Calculator },
];

/** The home page's hero and the doors into each section (the full home page comes with issue 6). */
export default function HomePage() {
  return (
    <>
      <PageMeta
        description="Learn how to create, launch and grow a Solana token or meme coin: expert guides, tutorials, a token simulator and our official partner platform."
        keywords={['create solana token', 'meme coin', 'spl token', 'token creation', 'solana defi']}
        path="/"
      />
      <section className="mx-auto flex max-w-(--container-content) flex-col items-start gap-6 px-4 py-16 sm:px-6 lg:px-8">
        <Badge variant="outline">Official Solana Partner, Trusted by 2,000+ Token Creators</Badge>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Expert Resources for Solana Token Creation &amp; DeFi
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Learn how tokens and meme coins work on Solana, plan your launch with real numbers, and create your
          token with our partner platform when you are ready.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg" variant="brand">
            <ExternalLink href={siteConfig.createTokenUrl}>Create Token</ExternalLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/tutorials" {...prefetchProps('/tutorials')}>
              Learn How It Works <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
      <section aria-labelledby="sections-heading" className="mx-auto max-w-(--container-content) px-4 pb-8 sm:px-6 lg:px-8">
        <h2 id="sections-heading" className="mb-6 text-2xl font-bold">
          Start learning
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {sections.map(({ to, title, description, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="block h-full rounded-lg focus-visible:outline-2 focus-visible:outline-ring" {...prefetchProps(to)}>
                <Card className="h-full transition-colors hover:border-primary">
                  <CardHeader>
                    <Icon aria-hidden="true" className="mb-2 size-8 text-primary" />
                    <CardTitle>{title}</CardTitle>
                    <CardDescription>{description}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
