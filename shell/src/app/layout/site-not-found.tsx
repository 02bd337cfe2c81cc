import { createContext, useContext } from 'react';
import { useLocation } from '@tla/federated/router';
import { NOT_FOUND_PATH } from '@tla/platform/contracts/page-protocol';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { useSectionTable } from '../../features/remotes/remote-runtime-context';
import { PageSuggestions } from '../../features/site-search/page-suggestions';

/**
 * The path the web server answered with the not-found page (status 404) when this page was loaded, if
 * it did: the server knows what no app serves, so the shell shows its not-found page there even below
 * a section's mount, without loading the section's code.
 */
export const MissingPathContext = createContext<string | undefined>(undefined);

/** Whether the page at `pathname` is one the server said does not exist. */
export const useIsMissingPath = (pathname: string): boolean =>
  useContext(MissingPathContext) === pathname;

/** The site's not-found page: its links, and the pages nearest to the path the reader asked for. */
export function SiteNotFound() {
  const { pathname } = useLocation();
  const sections = useSectionTable();
  return (
    <NotFound>
      {pathname !== NOT_FOUND_PATH && <PageSuggestions path={pathname} sections={sections} />}
    </NotFound>
  );
}
