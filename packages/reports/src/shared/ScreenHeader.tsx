import type { ReactNode } from 'react';
import { Breadcrumbs, Heading, useNavigate, type BreadcrumbItem, type NavigateHandler } from '@assess/ui';
import * as styles from './screen.css.ts';

export interface ScreenHeaderProps {
  /** The breadcrumb trail after Dashboard (or Home), the last item being this screen. */
  trail: readonly BreadcrumbItem[];
  title: string;
  /** A line under the title: the student's or the class's name. */
  subtitle?: string | null;
  /** The screen's buttons, beside the title. */
  actions?: ReactNode;
  onNavigate: NavigateHandler | undefined;
}

/** The top of every reports screen: the breadcrumb, the title and the screen's buttons. */
export function ScreenHeader({ trail, title, subtitle, actions, onNavigate }: ScreenHeaderProps) {
  const navigate = useNavigate(onNavigate);
  return (
    <>
      <Breadcrumbs items={trail} onNavigate={(to, event) => (event.preventDefault(), navigate({ to }))} />
      <div className={styles.header}>
        <div>
          <Heading level={1} className={styles.title}>
            {title}
          </Heading>
          {subtitle && <p className={styles.meta}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </>
  );
}

/** The start of every reports trail. */
export const DASHBOARD_CRUMB = { label: 'Dashboard', href: '/dashboard' } as const;
