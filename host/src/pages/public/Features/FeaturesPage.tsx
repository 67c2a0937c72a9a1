import { routeTo } from '@assess/core';
import { Card, Chip, buttonClassName } from '@assess/ui';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../site/contact.ts';
import * as shared from '../shared/public.css.ts';
import { FEATURE_CATEGORIES, INTEGRATIONS, INTEGRATION_SUPPORT } from './features-content.ts';

/** Features (spec 01 §2): feature categories, integrations and integration support. */
export function FeaturesPage() {
  return (
    <>
      <section className={shared.section}>
        <h1 className={shared.pageTitle}>Features</h1>
        <p className={shared.lead}>
          One platform for creating assessments, grading answer papers with AI, reviewing results and following every
          student&apos;s progress.
        </p>
      </section>

      <section className={shared.section} aria-labelledby="feature-categories">
        <h2 id="feature-categories" className={shared.sectionTitle}>
          What you can do
        </h2>
        <ul className={shared.grid}>
          {FEATURE_CATEGORIES.map((category) => (
            <Card as="li" key={category.title} title={category.title}>
              <ul className={shared.bulletList}>
                {category.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </section>

      <section className={shared.band} aria-labelledby="integrations">
        <div className={shared.section}>
          <h2 id="integrations" className={shared.sectionTitle}>
            Integrations
          </h2>
          <p className={shared.muted}>Assess works with the tools your school already uses.</p>
          <ul className={shared.grid}>
            {INTEGRATIONS.map((integration) => (
              <Card as="li" key={integration.name} title={integration.name} headingLevel={3}>
                <Chip size="sm">{integration.kind}</Chip>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className={shared.section} aria-labelledby="integration-support">
        <h2 id="integration-support" className={shared.sectionTitle}>
          Integration support
        </h2>
        <ul className={shared.grid}>
          {INTEGRATION_SUPPORT.map((item) => (
            <Card as="li" key={item.title} title={item.title}>
              <p className={shared.muted}>{item.text}</p>
            </Card>
          ))}
        </ul>
        <div className={shared.actions}>
          <Link to={routeTo('register')} className={buttonClassName({ variant: 'primary' })}>
            Get Started Free
          </Link>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClassName({ variant: 'outlined' })}>
            Contact Us About Integration
          </a>
        </div>
      </section>
    </>
  );
}
