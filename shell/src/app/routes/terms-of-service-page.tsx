import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { LegalDocumentView } from '../../features/legal/components/legal-document-view';
import { termsOfService } from '../../features/legal/data/terms-of-service';

/** /terms-of-service (spec 001 §2.9). */
export default function TermsOfServicePage() {
  return (
    <>
      <PageMeta {...termsOfService.meta} />
      <LegalDocumentView document={termsOfService} />
    </>
  );
}
