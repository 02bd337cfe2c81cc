import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { LegalDocumentView } from '../../features/legal/components/legal-document-view';
import { termsOfService } from '../../features/legal/data/terms-of-service';
import { shellCardPath } from '../social-card-paths';

/** /terms-of-service. */
export default function TermsOfServicePage() {
  return (
    <>
      <PageMeta {...termsOfService.meta} ogImage={shellCardPath(termsOfService.meta.path)} />
      <LegalDocumentView document={termsOfService} />
    </>
  );
}
