import { useStore } from '@nanostores/react';
import { $role, $session, countOf, dashboardScoreChipColour, formatShortDate, greetingName, recentReportsShown, routeTo, submissionDetailsPath, type RecentReport } from '@assess/core';
import { Alert, Button, Card, Chip, EmptyState, LoadingState, buttonClassName, type ChipColor } from '@assess/ui';
import { UsageSummary } from '@assess/usage-summary';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { AnalyticsIcon, AssignmentIcon, GroupIcon, ReportIcon, UploadIcon } from '../../../components/icons.tsx';
import { SUPPORT_EMAIL } from '../../../site/contact.ts';
import { OpenRegradeRequests } from './OpenRegradeRequests.tsx';
import { DASHBOARD_WORDS } from './texts.ts';
import { useDashboardOverview } from './useDashboardOverview.ts';
import * as styles from './DashboardHome.css.ts';

const CHIP_COLOURS: Record<ReturnType<typeof dashboardScoreChipColour>, ChipColor> = { green: 'success', orange: 'warning', red: 'error' };

interface DashboardCard {
  title: string;
  text: string;
  to: string;
  icon: typeof UploadIcon;
}

interface DashboardWords {
  subtitle: string;
  cards: readonly DashboardCard[];
  /** The four stats and recent reports are a learner's own results: shown to those who submit work. */
  ownResults: boolean;
}

type CardWords = { title: string; text: string };
const card = ({ title, text }: CardWords, to: string, icon: DashboardCard['icon']): DashboardCard => ({ title, text, to, icon });
const words = (subtitle: string, ownResults: boolean, cards: readonly DashboardCard[]): DashboardWords => ({ subtitle, cards, ownResults });

/** Each role's dashboard in its own words (texts.ts), with where each card leads. */
const { student, teacher, admin } = DASHBOARD_WORDS;
const STUDENT_WORDS = words(student.subtitle, true, [
  card(student.cards.validation, routeTo('validation'), UploadIcon),
  card(student.cards.reports, routeTo('reports'), ReportIcon),
  card(student.cards.analytics, routeTo('analytics'), AnalyticsIcon),
]);
const TEACHER_WORDS = words(teacher.subtitle, false, [
  card(teacher.cards.assessments, routeTo('assessments'), AssignmentIcon),
  card(teacher.cards.reports, routeTo('reports'), ReportIcon),
  card(teacher.cards.analytics, routeTo('analytics'), AnalyticsIcon),
]);
const ADMIN_WORDS = words(admin.subtitle, false, [
  card(admin.cards.management, routeTo('management'), GroupIcon),
  card(admin.cards.reports, routeTo('reports'), ReportIcon),
  card(admin.cards.analytics, routeTo('analytics'), AnalyticsIcon),
]);

function wordsFor(role: string | null): DashboardWords {
  if (role === 'teacher') return TEACHER_WORDS;
  if (role === 'admin' || role === 'school_admin') return ADMIN_WORDS;
  return STUDENT_WORDS;
}

const STAFF_ROLES = new Set(['teacher', 'admin', 'school_admin']);

/**
 * Where a recent report's View goes: the report's id names a submission, so it opens that submission's marks on
 * its assessment's details (the overview always names the assessment).
 */
function recentReportPath(report: RecentReport): string {
  return submissionDetailsPath(report.assessment_id, report.id);
}

/** The student dashboard (spec 01 §2): greeting, quick actions, stats, action cards and recent reports. */
export function DashboardHome() {
  const { user } = useStore($session);
  const role = useStore($role);
  const { overview, loading, refreshing, error, refresh } = useDashboardOverview();
  const reports = recentReportsShown(overview?.recent_reports);
  const words = wordsFor(role);
  const navigate = useNavigate();
  // The widget's links (Upgrade Plan, View Subscription Options) are routed inside the app, not reloaded.
  const onUsageNavigate = useCallback(({ to }: { to: string }) => void navigate(to), [navigate]);

  return (
    <div className={styles.page}>
      <div className={styles.welcome}>
        <div>
          <h1 className={styles.greeting}>Welcome back, {greetingName(user)}!</h1>
          <p className={styles.muted}>{words.subtitle}</p>
        </div>
        <div className={styles.quickActions} aria-label="Quick actions" role="group">
          <Link to={routeTo('createAssessment')} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
            Create Assessment
          </Link>
          <Link to={routeTo('subscription')} className={buttonClassName({ variant: 'outlined', size: 'sm' })}>
            Upgrade Plan
          </Link>
          <Link to={routeTo('subscriptionSettings')} className={buttonClassName({ variant: 'text', size: 'sm' })}>
            Subscription
          </Link>
          <Link to={routeTo('help')} className={buttonClassName({ variant: 'text', size: 'sm' })}>
            Help
          </Link>
          <Button variant="text" size="sm" loading={refreshing} onClick={refresh}>
            Refresh
          </Button>
        </div>
      </div>

      {role && STAFF_ROLES.has(role) && (
        <Alert
          severity="info"
          autoDismiss={false}
          title="Need help setting up Assess for your school?"
          action={
            <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClassName({ variant: 'outlined', size: 'sm' })}>
              Contact Us
            </a>
          }
        >
          We help with custom LMS integration, API setup and training for your staff.
        </Alert>
      )}

      {error && (
        <Alert severity="error" action={<Button size="sm" variant="outlined" onClick={refresh}>Retry</Button>}>
          {error}
        </Alert>
      )}

      {loading ? (
        <LoadingState title="Loading your dashboard..." />
      ) : (
        <>
          {words.ownResults && (
            <dl className={styles.stats}>
              <Stat label="Completed" value={String(overview?.completed_assessments ?? 0)} />
              <Stat label="In Progress" value={String(overview?.in_progress_assessments ?? 0)} />
              <Stat label="Avg. Score" value={`${Math.round(overview?.average_score ?? 0)}%`} />
              <Stat label="Study Streak" value={countOf(overview?.study_streak ?? 0, 'day')} />
            </dl>
          )}

          <ul className={styles.actionCards}>
            {words.cards.map(({ title, text, to, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={styles.actionCard}>
                  <span className={styles.actionIcon}>
                    <Icon size={28} />
                  </span>
                  <span className={styles.actionTitle}>{title}</span>
                  <span className={styles.muted}>{text}</span>
                </Link>
              </li>
            ))}
          </ul>

          <div className={styles.columns}>
            {words.ownResults && (
              <Card as="section" title="Recent Reports" headingLevel={2}>
                {reports.length === 0 ? (
                  <EmptyState
                    title="No reports yet"
                    description="Your graded assessments will appear here."
                    actions={
                      <Link to={routeTo('validation')} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
                        Upload Answer Paper
                      </Link>
                    }
                  />
                ) : (
                  <ul className={styles.reportList}>
                    {reports.map((report) => (
                      <li key={report.id} className={styles.report}>
                        <div className={styles.reportText}>
                          <span className={styles.reportTitle}>{report.title}</span>
                          <span className={styles.muted}>
                            {[report.subject, report.date ? formatShortDate(report.date) : null].filter(Boolean).join(' · ')}
                          </span>
                        </div>
                        {report.score !== null && (
                          <Chip color={CHIP_COLOURS[dashboardScoreChipColour(report.score)]}>{`${Math.round(report.score)}%`}</Chip>
                        )}
                        <Link to={recentReportPath(report)} className={buttonClassName({ variant: 'text', size: 'sm' })}>
                          View
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            )}
            {role && STAFF_ROLES.has(role) && <OpenRegradeRequests />}
            <UsageSummary variant="compact" headingLevel={2} supportEmail={SUPPORT_EMAIL} onNavigate={onUsageNavigate} />
          </div>
        </>
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.muted}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
    </div>
  );
}
