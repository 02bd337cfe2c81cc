import { memo, useCallback, useId, useMemo, useState, type ComponentProps } from 'react';
import { Link, NavLink } from '@tla/federated/router';
import type { NavigationEntry } from '@tla/platform/contracts/navigation';
import { Menu, X } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { cn } from '@tla/shared-ui/lib/cn';
import { searchResultsPage } from '@tla/platform/contracts/search';
import { mobileMenuExternalLinks } from '../../config/navigation';
import { usePrefetchProps } from '../../features/remotes/prefetch-props';
import { useRemoteRuntime, useSectionTable } from '../../features/remotes/remote-runtime-context';
import { useMenu } from '../../features/remotes/site-menus';
import { HeaderSearch } from '../../features/search/header-search';
import { SearchButton } from '../../features/site-search/search-button';
import type { SearchSourceAccess } from '../../features/site-search/search-sources';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { SiteLogo } from '../../components/site-logo';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

type PrefetchProps = ReturnType<typeof usePrefetchProps>;

/** The site's own menu links; `linkProps` adds what each needs (preloading, closing the menu). */
function SiteNavLinks({
  links,
  linkProps,
}: {
  links: readonly NavigationEntry[];
  linkProps: (path: string) => Omit<ComponentProps<typeof NavLink>, 'to'>;
}) {
  return links.map((link) => (
    <NavLink
      key={link.path}
      to={link.path}
      end={link.path === '/'}
      className={navLinkClass}
      {...linkProps(link.path)}
    >
      {link.label}
    </NavLink>
  ));
}

// Memoized, so that opening or closing the mobile menu re-renders only its button and panel, not the
// header's searches, theme toggle and links, which the tap would otherwise wait for.

const MainNav = memo(function MainNav({
  links,
  prefetchProps,
}: {
  links: readonly NavigationEntry[];
  prefetchProps: PrefetchProps;
}) {
  return (
    <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
      <SiteNavLinks links={links} linkProps={prefetchProps} />
    </nav>
  );
});

const HeaderTools = memo(function HeaderTools({
  searchSources,
  resultsPage,
  actionLinks,
  prefetchProps,
}: {
  searchSources: SearchSourceAccess;
  resultsPage: string | undefined;
  actionLinks: readonly NavigationEntry[];
  prefetchProps: PrefetchProps;
}) {
  return (
    <>
      <SearchButton access={searchSources} />
      {resultsPage && <HeaderSearch resultsPage={resultsPage} className="hidden w-56 md:block" />}
      {actionLinks.map((link) => (
        <Button key={link.path} asChild variant="brand" className="hidden sm:inline-flex">
          <Link to={link.path} {...prefetchProps(link.path)}>
            {link.label}
          </Link>
        </Button>
      ))}
      <ThemeToggle />
    </>
  );
});

const MobileNav = memo(function MobileNav({
  resultsPage,
  links,
  onNavigate,
}: {
  resultsPage: string | undefined;
  links: readonly NavigationEntry[];
  onNavigate: () => void;
}) {
  return (
    <nav
      aria-label="Mobile"
      className="mx-auto flex max-w-(--container-content) flex-col gap-1 px-4 py-4"
    >
      {resultsPage && (
        <HeaderSearch
          resultsPage={resultsPage}
          className="mb-2 md:hidden"
          onSearched={onNavigate}
        />
      )}
      <SiteNavLinks links={links} linkProps={() => ({ onClick: onNavigate })} />
      {mobileMenuExternalLinks.map((link) => (
        <ExternalLink
          key={link.label}
          href={link.href}
          className={navLinkClass({ isActive: false })}
          onClick={onNavigate}
        >
          {link.label}
        </ExternalLink>
      ))}
    </nav>
  );
});

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const prefetchProps = usePrefetchProps();
  const runtime = useRemoteRuntime();
  const sections = useSectionTable();
  const headerLinks = useMenu('header');
  const actionLinks = useMenu('header-action');
  // Taken from the table like the menus, so the prerendered form already posts there; without a
  // section that lists results (none deployed), there is nowhere to search and no form.
  const resultsPage = searchResultsPage(sections);
  // The site's search reads the sections of this page's table, and the remotes' reader modules.
  const searchSources = useMemo(
    () => ({ sections: () => sections, loadReader: runtime.loadReaderSearchIndex }),
    [runtime, sections],
  );
  const mobileLinks = useMemo(() => [...headerLinks, ...actionLinks], [headerLinks, actionLinks]);

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-(--container-content) items-center gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        <MainNav links={headerLinks} prefetchProps={prefetchProps} />
        <div className="ml-auto flex items-center gap-2">
          <HeaderTools
            searchSources={searchSources}
            resultsPage={resultsPage}
            actionLinks={actionLinks}
            prefetchProps={prefetchProps}
          />
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {/* A 300 ms transition to a max height of 96 units. The closed menu stays in the DOM
          so it can animate, and is inert and hidden from assistive technology: nothing in it can be
          focused or read. `visibility` flips only at the end of the closing transition. */}
      <div
        id={menuId}
        inert={!menuOpen}
        aria-hidden={!menuOpen}
        data-state={menuOpen ? 'open' : 'closed'}
        className={cn(
          'overflow-y-auto transition-[max-height,visibility] duration-300 ease-in-out motion-reduce:transition-none lg:hidden',
          menuOpen ? 'visible max-h-96 border-t border-border' : 'invisible max-h-0',
        )}
      >
        <MobileNav resultsPage={resultsPage} links={mobileLinks} onNavigate={closeMenu} />
      </div>
    </header>
  );
}
