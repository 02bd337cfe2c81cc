import { GlossaryPage } from '../features/glossary/components/glossary-page';
import { glossaryFilters, glossaryTerms } from '../features/glossary/data/glossary-query';
import { glossaryCardPath } from './social-card-paths';
import './remote.css';

/** /glossary (mounted by the shell). */
export default function GlossaryRoute() {
  return <GlossaryPage terms={glossaryTerms} filters={glossaryFilters} ogImage={glossaryCardPath} />;
}

export { buildId } from '@tla/platform/islands/build-info';
