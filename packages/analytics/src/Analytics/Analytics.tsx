import { useState } from 'react';
import { routeTo } from '@assess/core';
import { Breadcrumbs, Screen, ScreenHeader, useNavigate, useRouteHref, type NavigateHandler } from '@assess/ui';
import { StudentDashboard } from './StudentDashboard.tsx';
import { TeacherAnalytics, isTeacherRole } from './TeacherAnalytics.tsx';
import { ANALYTICS_TEXTS, DEFAULT_RANGE, isAnalyticsRange, type AnalyticsRange } from './texts.ts';

export interface AnalyticsProps {
  /** The period the figures cover at first: '7d', '30d' (default), '90d' or '1y'. */
  range?: AnalyticsRange | (string & {});
  /** The subject Subject Progress opens on (an id or a name); biology when none is chosen. */
  subject?: string;
  /** A teacher's view of one student: that student's user id. */
  studentId?: string;
  /** A teacher's view of a class: its id. */
  classId?: string;
  /** The signed-in user's role; teachers, admins and school admins choose a student or a class. */
  userRole?: string;
  /** Routes a link out of the screen (Take an Assessment); inside the element, an assess-navigate event. */
  onNavigate?: NavigateHandler;
}

/**
 * The Analytics Dashboard (spec 02 §2): a student's overview, subject progress and recommendations over a
 * chosen period; for teachers, the same for a chosen student, or a class's progress as a whole.
 */
export function Analytics({ range: initialRange, subject, studentId, classId, userRole, onNavigate }: AnalyticsProps) {
  const wanted = isAnalyticsRange(initialRange) ? initialRange : DEFAULT_RANGE;
  const [range, setRange] = useState<AnalyticsRange>(wanted);
  // A new range attribute or prop wins over the user's last choice, as a changed attribute should.
  const [lastWanted, setLastWanted] = useState(wanted);
  if (wanted !== lastWanted) {
    setLastWanted(wanted);
    setRange(wanted);
  }
  const href = useRouteHref();
  const navigate = useNavigate(onNavigate);
  const teacher = isTeacherRole(userRole) || Boolean(classId);
  return (
    <Screen part="analytics">
      {/* The breadcrumb's link is under link-base-url, and a click routes by the product path. */}
      <Breadcrumbs
        items={[{ label: 'Dashboard', href: href(routeTo('dashboard')) }, { label: 'Analytics' }]}
        onNavigate={(_href, event) => {
          event.preventDefault();
          navigate({ to: routeTo('dashboard') });
        }}
      />
      <ScreenHeader title={ANALYTICS_TEXTS.title} />
      {teacher && !studentId ? (
        <TeacherAnalytics range={range} onRange={setRange} classId={classId} onNavigate={onNavigate} />
      ) : (
        <StudentDashboard key={studentId ?? 'me'} studentId={studentId} subject={subject} range={range} onRange={setRange} level={2} onNavigate={onNavigate} />
      )}
    </Screen>
  );
}
