import { RemoteScope } from '@tla/platform/islands/remote-scope';
import { GlossaryPage } from '../features/glossary/components/glossary-page';
import { glossaryFilters, glossaryTerms } from '../features/glossary/data/glossary-terms';
import './remote.css';

/** /glossary (mounted by the shell). */
export default function GlossaryRoute() {
  return (
    <RemoteScope name="mf_learn">
      <GlossaryPage terms={glossaryTerms} filters={glossaryFilters} />
    </RemoteScope>
  );
}

export { buildId } from '@tla/platform/islands/build-info';
