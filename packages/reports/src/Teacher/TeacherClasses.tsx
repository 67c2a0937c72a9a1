import { countOf } from '@assess/core';
import { Button, Card, EmptyState, Heading, LoadingState, RouteLink, useAssessApi, type NavigateHandler } from '@assess/ui';
import { LoadFailure, percentText, ScoreChip } from '../shared/parts.tsx';
import { fetchTeacherClasses, type TeacherClass } from '../shared/reports-api.ts';
import * as styles from '../shared/screen.css.ts';
import { REPORTS_TEXTS as T, ROUTES } from '../shared/texts.ts';
import { DASHBOARD_CRUMB, ScreenHeader } from '../shared/ScreenHeader.tsx';
import { useLoad } from '../shared/useLoad.ts';

function ClassCard({ teacherId, schoolClass, onNavigate }: { teacherId: string; schoolClass: TeacherClass; onNavigate: NavigateHandler | undefined }) {
  return (
    <Card as="li" part="class-card">
      <div className={styles.cardBody}>
        <Heading level={2} className={styles.cardTitle}>
          <RouteLink to={ROUTES.classReport(teacherId, schoolClass.id)} onNavigate={onNavigate} className={styles.link}>
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
            <dd className={styles.fieldValue}>{schoolClass.assessments_set > 0 ? percentText(schoolClass.completion_rate) : 'No assessments set'}</dd>
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
  const classes = useLoad(`classes:${teacherId}`, (options) => fetchTeacherClasses(api, teacherId, options), T.loadClassesFailed);

  let body;
  if (classes.result.kind === 'loading') body = <LoadingState title="Loading classes..." />;
  else if (classes.result.kind === 'error') body = <LoadFailure message={classes.result.message} onRetry={() => void classes.reload({ fresh: true })} />;
  else {
    const list = classes.result.kind === 'data' ? classes.result.value : [];
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
    <div className={styles.screen} part="teacher-classes">
      <ScreenHeader
        trail={[DASHBOARD_CRUMB, { label: 'Reports', href: ROUTES.home }, { label: T.classesTitle }]}
        title={T.classesTitle}
        onNavigate={onNavigate}
        actions={
          <Button variant="outlined" onClick={() => void classes.reload({ fresh: true })} loading={classes.refreshing && classes.result.kind !== 'loading'}>
            {T.refresh}
          </Button>
        }
      />
      {body}
    </div>
  );
}
