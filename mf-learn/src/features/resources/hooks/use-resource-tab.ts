import { useLocation, useNavigate } from '@tla/federated/router';
import { useIsClient } from '@tla/shared-ui/hooks/use-is-client';
import { parseResourceTab } from '../data/resources';
import type { ResourceTabId } from '../data/schemas';

/**
 * The selected tab, kept in the URL as `?tab=` so a tab can be shared and survives a reload. The
 * prerendered HTML shows `all`; the URL is read only after hydration, so the first client render
 * matches it.
 */
export function useResourceTab(): [ResourceTabId, (tab: ResourceTabId) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const isClient = useIsClient();
  const tab = isClient ? parseResourceTab(new URLSearchParams(search).get('tab')) : 'all';

  const selectTab = (next: ResourceTabId) => {
    const params = new URLSearchParams(search);
    if (next === 'all') params.delete('tab');
    else params.set('tab', next);
    const query = params.toString();
    // Replace, not push: switching tabs should not fill the back button's history.
    void navigate({ search: query ? `?${query}` : '' }, { replace: true });
  };

  return [tab, selectTab];
}
