import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { LegalDocumentView } from '../../features/legal/components/legal-document-view';
import { privacyPolicy } from '../../features/legal/data/privacy-policy';
import { shellCardPath } from '../social-card-paths';

/** /privacy-policy. */
export default function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta {...privacyPolicy.meta} ogImage={shellCardPath(privacyPolicy.meta.path)} />
      <LegalDocumentView document={privacyPolicy} />
    </>
  );
}
