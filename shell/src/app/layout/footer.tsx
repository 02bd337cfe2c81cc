import { Link } from '@tla/federated/router';
import type { NavigationEntry } from '@tla/platform/contracts/navigation';
import { feedLinks, siteFeedPaths, siteFeedTitle } from '@tla/platform/contracts/feed-links';
import { Button } from '@tla/shared-ui/components/button';
import { FeedLinks } from '@tla/shared-ui/components/feed-links';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { siteConfig } from '@tla/federated/site-config';
import { usePrefetchProps } from '../../features/remotes/prefetch-props';
import { useMenu } from '../../features/remotes/site-menus';
import { SiteLogo } from '../../components/site-logo';

// The site's feed of posts and tutorials together, which compose writes at the site's root.
const siteFeeds = feedLinks(siteFeedPaths, siteFeedTitle(siteConfig.name));

/** One column of footer links, each prefetching its section's code on approach. */
function FooterMenu({
  label,
  heading,
  links,
}: {
  label: string;
  heading: string;
  links: NavigationEntry[];
}) {
  const prefetchProps = usePrefetchProps();
  return (
    <nav aria-label={label}>
      <h2 className="mb-3 text-sm font-semibold">{heading}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="text-muted-foreground hover:text-foreground"
              {...prefetchProps(link.path)}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const footerLinks = useMenu('footer');
  const footerCategoryLinks = useMenu('footer-categories');
  return (
    <footer className="render-when-near mt-16 border-t border-border bg-card print:hidden">
      <div className="mx-auto grid max-w-(--container-content) gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <SiteLogo />
          <p className="text-sm text-muted-foreground">
            Guides, tutorials and tools for creating and launching tokens and meme coins on Solana.
          </p>
          <FeedLinks lead="Follow everything new:" feeds={siteFeeds} />
        </div>
        <FooterMenu label="Footer" heading="Explore" links={footerLinks} />
        {footerCategoryLinks.length > 0 && (
          <FooterMenu label="Blog categories" heading="Categories" links={footerCategoryLinks} />
        )}
        <div className="space-y-3">
          <h2 className="text-sm font-semibold">Ready to launch?</h2>
          <p className="text-sm text-muted-foreground">
            Create your token on {siteConfig.partnerName}, our official partner platform: no code, a
            few minutes.
          </p>
          <Button asChild variant="brand">
            <ExternalLink href={siteConfig.createTokenUrl}>Create Your Token</ExternalLink>
          </Button>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-(--container-content) px-4 py-6 text-center text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {year} {siteConfig.name}. Educational content only, not financial advice.
        </p>
      </div>
    </footer>
  );
}
