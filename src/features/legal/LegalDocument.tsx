import './legal.css';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';

/** When the legal texts last changed in substance; shown on every legal page. */
export const LEGAL_TEXTS_UPDATED = { iso: '2026-11-22', label: '22 November 2026' };

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro?: ReactNode;
  sections: LegalSection[];
  /** Long texts get a table of contents linking to each section. */
  withContents?: boolean;
}

/** The frame of the imprint, privacy policy and terms: a title, the date of the text, then its sections. */
export function LegalDocument({ title, intro, sections, withContents = false }: LegalDocumentProps) {
  usePageTitle(title);
  return (
    <article className="page container legal">
      <h1>{title}</h1>
      <p className="legal__updated">
        Last updated: <time dateTime={LEGAL_TEXTS_UPDATED.iso}>{LEGAL_TEXTS_UPDATED.label}</time>
      </p>
      {intro}
      {withContents && (
        <nav className="legal__toc card" aria-labelledby="legal-contents">
          <h2 id="legal-contents">Contents</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.content}
        </section>
      ))}
    </article>
  );
}
