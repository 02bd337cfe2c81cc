import { jsonLdText, type StructuredDataBlock } from '../lib/structured-data';
import { trustedHtml, trustedTypesPolicies } from '../lib/trusted-types';

/**
 * A page's structured data as a JSON-LD data block. The browser never runs it (the type is not a
 * script type), so the Content-Security-Policy has nothing to allow; search engines read it.
 */
export function StructuredData({ data }: { data: StructuredDataBlock }) {
  return (
    <script
      type="application/ld+json"
      // The text is JSON with `<`, `>` and `&` escaped (jsonLdText), so it cannot end the element.
      dangerouslySetInnerHTML={{ __html: trustedHtml(trustedTypesPolicies.jsonLd, jsonLdText(data)) }}
    />
  );
}
