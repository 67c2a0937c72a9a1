import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '../../../site/contact.ts';
import * as shared from './public.css.ts';
import * as styles from './LegalPage.css.ts';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Numbers the section headings (1. ..., 2. ...). */
  numbered?: boolean;
  children?: ReactNode;
}

/** The shared frame of the privacy, terms and cookie pages: title, revision date, sections. */
export function LegalPage({ title, intro, sections, numbered = false, children }: LegalPageProps) {
  return (
    <article className={`${shared.section} ${shared.narrow}`}>
      <h1 className={shared.pageTitle}>{title}</h1>
      <p className={shared.muted}>Last updated: {LEGAL_LAST_UPDATED}</p>
      <div className={styles.intro}>{intro}</div>
      {sections.map((section, index) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{numbered ? `${index + 1}. ${section.heading}` : section.heading}</h2>
          {section.body}
        </section>
      ))}
      {children}
    </article>
  );
}
