import { GlossaryPage } from '../features/glossary/components/glossary-page';
import { glossaryFilters, glossaryTerms } from '../features/glossary/data/glossary-terms';
import './remote.css';

/** /glossary (mounted by the shell). */
export default function GlossaryRoute() {
  return <GlossaryPage terms={glossaryTerms} filters={glossaryFilters} />;
}

export { buildId } from '@tla/platform/islands/build-info';
