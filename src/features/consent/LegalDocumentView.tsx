import type { LegalDocument } from '../../shared/strings/legal.ts';
import './consent.css';

/** One of the two legal documents, as a readable article (headings, numbered paragraphs). */
export function LegalDocumentView({ document, testId }: { document: LegalDocument; testId: string }) {
  return (
    <article className="legal-doc" data-testid={testId}>
      <h2 className="legal-doc__title">{document.title}</h2>
      <p className="legal-doc__date">{document.effective}</p>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
