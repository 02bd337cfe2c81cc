import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from '@tla/federated/router';
import { termForHash } from '../data/glossary-query';
import type { GlossaryTerm } from '../data/schemas';

/**
 * The open accordion item, driven by the URL hash as well as by the reader: `/glossary#mint-authority`
 * opens that term and scrolls to it; any other hash (`#letter-m`) just scrolls to its anchor. A term
 * hidden by the current search or category brings every term back first. The hash is read in an effect
 * (after hydration, on every navigation and on hashchange), never during render: the prerendered HTML
 * knows no hash.
 */
export function useHashTerm(
  terms: readonly GlossaryTerm[],
  visible: readonly GlossaryTerm[],
): [openSlug: string, setOpenSlug: (slug: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [openSlug, setOpenSlug] = useState('');
  // A new object per request, so following the same hash twice scrolls twice.
  const [scrollTarget, setScrollTarget] = useState<{ id: string } | null>(null);

  const followHash = useEffectEvent((hash: string) => {
    if (hash === '' || hash === '#') return;
    const term = termForHash(terms, hash);
    if (term && !visible.some((entry) => entry.slug === term.slug)) {
      // Filtered out: show every term again (this navigation brings us back here with it visible).
      void navigate({ search: '', hash }, { replace: true });
      return;
    }
    if (term) setOpenSlug(term.slug);
    setScrollTarget({ id: term ? term.slug : decodeURIComponent(hash.slice(1)) });
  });

  useEffect(() => {
    // Setting state here is the point: the hash exists only in the browser, so the term it names can be
    // opened only after hydration, and again after each navigation (a related-term link, the A–Z bar).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    followHash(location.hash);
  }, [location.key, location.hash]);

  useEffect(() => {
    // A hash typed into the address bar; the router usually reports it too, following it twice is harmless.
    const onHashChange = () => followHash(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    if (!scrollTarget) return;
    const target = document.getElementById(scrollTarget.id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    // Focus follows, so keyboard and screen-reader users continue from the term they jumped to.
    const trigger = target.querySelector<HTMLElement>('[data-slot="accordion-trigger"]');
    (trigger ?? target).focus({ preventScroll: true });
  }, [scrollTarget]);

  return [openSlug, setOpenSlug];
}
