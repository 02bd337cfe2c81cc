import { jsonLdText, type StructuredDataBlock } from '../lib/structured-data';
import { trustedJsonLd } from '../lib/trusted-types';

/**
 * A page's structured data as a JSON-LD data block. The browser never runs it (the type is not a
 * script type), so the Content-Security-Policy has nothing to allow; search engines read it.
 */
export function StructuredData({ data }: { data: StructuredDataBlock }) {
  const text = jsonLdText(data);
  return (
    <script
      // New data, new element: the browser hands a change to a live script's text (a prerendered
      // one's, say) to the default policy as script text, which it refuses; a new script element
      // React creates takes its text as HTML, through the JSON-LD policy.
      key={text}
      type="application/ld+json"
      // The text is JSON with `<`, `>` and `&` escaped (jsonLdText), so it cannot end the element.
      dangerouslySetInnerHTML={{ __html: trustedJsonLd(text) }}
    />
  );
}
