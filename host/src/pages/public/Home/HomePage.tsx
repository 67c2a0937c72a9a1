import { routeTo } from '@assess/core';
import { Card, Chip, buttonClassName } from '@assess/ui';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../site/contact.ts';
import * as shared from '../shared/public.css.ts';
import { HOME_CLAIMS, HOME_FEATURES, HOME_STEPS } from './home-content.ts';
import * as styles from './HomePage.css.ts';

/** Home (spec 01 §2): hero, claims, feature cards and calls to action. */
export function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`${shared.section} ${styles.heroInner}`}>
          <Chip color="secondary">Beta · Free access</Chip>
          <h1 id="home-title" className={styles.heroTitle}>
            AI-assisted assessment that gives teachers their time back
          </h1>
          <p className={shared.lead}>
            Assess marks students&apos; answer papers against your mark scheme, writes feedback for every question and
            keeps teachers in charge of the final grade.
          </p>
          <div className={shared.actions}>
            <Link to={routeTo('register')} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
              Get Started Free
            </Link>
            <Link to={routeTo('features')} className={buttonClassName({ variant: 'outlined', size: 'lg' })}>
              Explore Features
            </Link>
          </div>
        </div>
      </section>

      <section aria-label="Assess in numbers" className={shared.band}>
        <dl className={`${shared.section} ${styles.claims}`}>
          {HOME_CLAIMS.map((claim) => (
            <div key={claim.label} className={styles.claim}>
              <dt className={styles.claimLabel}>{claim.label}</dt>
              <dd className={styles.claimValue}>{claim.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={shared.section} aria-labelledby="home-features">
        <h2 id="home-features" className={shared.sectionTitle}>
          Everything you need to assess with confidence
        </h2>
        <ul className={shared.grid}>
          {HOME_FEATURES.map(({ title, description, icon: Icon }) => (
            <Card as="li" key={title}>
              <span className={shared.iconBadge}>
                <Icon size={24} />
              </span>
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={shared.muted}>{description}</p>
            </Card>
          ))}
        </ul>
      </section>

      <section className={shared.section} aria-labelledby="home-steps">
        <h2 id="home-steps" className={shared.sectionTitle}>
          How it works
        </h2>
        <ol className={styles.steps}>
          {HOME_STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p className={shared.muted}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={shared.section} aria-labelledby="home-cta">
        <div className={styles.cta}>
          <h2 id="home-cta" className={styles.ctaTitle}>
            Ready to transform how your school assesses?
          </h2>
          <p>Join the beta today: free access for students, teachers and schools while we build together.</p>
          <div className={shared.actions}>
            <Link to={routeTo('register')} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
              Sign Up Free
            </Link>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClassName({ variant: 'outlined', size: 'lg' })}>
              Contact Us
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
