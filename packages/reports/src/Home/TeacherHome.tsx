import { routeTo } from '@assess/core';
import { Card, Heading, RouteLink, Tabs, type NavigateHandler } from '@assess/ui';
import * as styles from '../shared/screen.css.ts';
import { REPORTS_TEXTS as T } from '../shared/texts.ts';

type TeacherTab = 'overview' | 'students' | 'classes' | 'analytics';

const ENTRIES = [
  { tab: 'students', title: T.studentsTab, text: "Each student's latest score and average, and their reports.", link: T.viewStudents, to: routeTo('studentReportsList') },
  { tab: 'classes', title: T.classesTab, text: "Each class's average, completion and weakest topics, and its class reports.", link: T.viewClasses, to: routeTo('classReportsList') },
  { tab: 'analytics', title: T.analyticsTab, text: 'Progress over time for a student or a class.', link: T.viewAnalytics, to: routeTo('analytics') },
] as const;

function EntryCard({ entry, onNavigate }: { entry: (typeof ENTRIES)[number]; onNavigate: NavigateHandler | undefined }) {
  return (
    <Card as="li" title={entry.title} headingLevel={2}>
      <div className={styles.cardBody}>
        <p className={styles.meta}>{entry.text}</p>
        <RouteLink to={entry.to} onNavigate={onNavigate} className={styles.link} part="entry-link">
          {entry.link}
        </RouteLink>
      </div>
    </Card>
  );
}

/** The teacher's reports home (spec 02 §2): Overview with the entry cards, and a tab for each entry. */
export function TeacherHome({ onNavigate }: { onNavigate: NavigateHandler | undefined }) {
  return (
    <Tabs<TeacherTab>
      label="Reports"
      items={[
        {
          value: 'overview',
          label: T.overviewTab,
          content: (
            <ul className={styles.cardGrid} aria-label={T.overviewTab}>
              {ENTRIES.map((entry) => (
                <EntryCard key={entry.tab} entry={entry} onNavigate={onNavigate} />
              ))}
            </ul>
          ),
        },
        ...ENTRIES.map((entry) => ({
          value: entry.tab,
          label: entry.title,
          content: (
            <div className={styles.section}>
              <Heading level={2} className={styles.sectionTitle}>
                {entry.title}
              </Heading>
              <p className={styles.meta}>{entry.text}</p>
              <p className={styles.meta}>
                <RouteLink to={entry.to} onNavigate={onNavigate} className={styles.link}>
                  {entry.link}
                </RouteLink>
              </p>
            </div>
          ),
        })),
      ]}
    />
  );
}
