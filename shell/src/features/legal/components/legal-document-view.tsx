import { formatCalendarDate } from '@tla/shared-ui/lib/format';
import type { LegalDocument } from '../data/schemas';

/** A legal page: title, last-updated date, introduction and the numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl py-6">
      <div className="mb-10 border-b border-border pb-6">
        <h1 className="text-4xl font-extrabold tracking-tight">{document.heading}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated:{' '}
          <time dateTime={document.lastUpdated}>{formatCalendarDate(document.lastUpdated)}</time>
        </p>
        <p className="mt-6 text-lg text-muted-foreground">{document.intro}</p>
      </div>
      <div className="flex flex-col gap-10">
        {document.sections.map((section, index) => (
          <section
            key={section.heading}
            aria-labelledby={`legal-section-${index + 1}`}
            className="flex flex-col gap-3"
          >
            <h2 id={`legal-section-${index + 1}`} className="text-2xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="list-disc space-y-1 pl-6 text-muted-foreground">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}
