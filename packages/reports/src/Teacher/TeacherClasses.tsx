import { countOf, fetchTeacherClasses, routeTo, type TeacherClass } from '@assess/core';
import { Button, Card, EmptyState, Heading, LoadingState, RouteLink, Screen, ScreenHeader, useAssessApi, useResource, type NavigateHandler } from '@assess/ui';
import { failureOf, readReport } from '../shared/load.ts';
import { DASHBOARD_CRUMB, LoadFailure, percentText, REPORTS_CRUMB, ScoreChip } from '../shared/parts.tsx';
import * as styles from '../shared/screen.css.ts';
import { REPORTS_TEXTS as T } from '../shared/texts.ts';

function ClassCard({ teacherId, schoolClass, onNavigate }: { teacherId: string; schoolClass: TeacherClass; onNavigate: NavigateHandler | undefined }) {
  return (
    <Card as="li" part="class-card">
      <div className={styles.cardBody}>
        <Heading level={2} className={styles.cardTitle}>
          <RouteLink to={routeTo('classReport', { teacherId, classId: schoolClass.id })} onNavigate={onNavigate} className={styles.link}>
            {schoolClass.name}
          </RouteLink>
        </Heading>
        <p className={styles.meta}>
          {[schoolClass.subject_name ?? 'No Subject Assigned', schoolClass.year_group ?? 'No Year Group', countOf(schoolClass.student_count, 'Student')].join(' · ')}
        </p>
        <dl className={styles.fieldGrid}>
          <div>
            <dt className={styles.fieldLabel}>{T.averageScore}</dt>
            <dd className={styles.fieldValue}>
              <ScoreChip score={schoolClass.average_score} />
            </dd>
          </div>
          <div>
            <dt className={styles.fieldLabel}>Completion</dt>
            <dd className={styles.fieldValue}>
              {schoolClass.assessments_set > 0 ? `${percentText(schoolClass.completion_rate)} (${T.submittedOf(schoolClass.submissions_made, schoolClass.submissions_due)})` : 'No assessments set'}
            </dd>
          </div>
        </dl>
        <div>
          <span className={styles.fieldLabel}>Weakest topics</span>
          {schoolClass.weakest_topics.length === 0 ? (
            <p className={styles.meta}>No marked topics yet</p>
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {schoolClass.weakest_topics.map((topic) => (
                <li key={topic.topic}>
                  {topic.topic} ({Math.round(topic.percentage)}%)
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}

/** /dashboard/reports/classes: the teacher's classes with their average, completion and weakest topics. */
export function TeacherClasses({ teacherId, onNavigate }: { teacherId: string; onNavigate?: NavigateHandler }) {
  const api = useAssessApi();
  const classes = useResource(`classes:${teacherId}`, (options) => readReport(T.loadClassesFailed, () => fetchTeacherClasses(api, teacherId, options)));
  const failure = failureOf(classes.resource);

  let body;
  if (classes.resource.kind === 'loading') body = <LoadingState title="Loading classes..." />;
  else if (failure) body = <LoadFailure error={failure} text={T.loadClassesFailed} onRetry={() => void classes.reload({ fresh: true })} />;
  else {
    const list = classes.resource.kind === 'data' ? classes.resource.data : [];
    body =
      list.length === 0 ? (
        <EmptyState title={T.noClasses} description={T.noClassesText} headingLevel={2} />
      ) : (
        <ul className={styles.cardGrid} aria-label={T.classesTitle}>
          {list.map((schoolClass) => (
            <ClassCard key={schoolClass.id} teacherId={teacherId} schoolClass={schoolClass} onNavigate={onNavigate} />
          ))}
        </ul>
      );
  }

  return (
    <Screen part="teacher-classes">
      <ScreenHeader
        trail={[DASHBOARD_CRUMB, REPORTS_CRUMB, { label: T.classesTitle }]}
        title={T.classesTitle}
        onNavigate={onNavigate}
        actions={
          <Button variant="outlined" onClick={() => void classes.reload({ fresh: true })} loading={classes.refreshing}>
            {T.refresh}
          </Button>
        }
      />
      {body}
    </Screen>
  );
}
