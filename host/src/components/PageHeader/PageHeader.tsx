import { routeTo } from '@assess/core';
import { Breadcrumbs, Button, type BreadcrumbItem } from '@assess/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowBackIcon } from '../icons.tsx';
import * as styles from './PageHeader.css.ts';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The trail after Dashboard; the last item is the current page. Defaults to the title. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Where the back button leads; /dashboard by default, null hides it. */
  backTo?: string | null;
  /** Buttons at the header's end. */
  actions?: ReactNode;
}

/** A dashboard page's header (spec 01 §2): breadcrumbs from Dashboard, a back button, the title. */
export function PageHeader({ title, subtitle, breadcrumbs, backTo = routeTo('dashboard'), actions }: PageHeaderProps) {
  const navigate = useNavigate();
  const trail: BreadcrumbItem[] = [{ label: 'Dashboard', href: routeTo('dashboard') }, ...(breadcrumbs ?? [{ label: title }])];
  return (
    <div className={styles.header}>
      <Breadcrumbs items={trail} onNavigate={(href) => void navigate(href)} />
      <div className={styles.row}>
        {backTo !== null && (
          <Button variant="text" size="sm" startIcon={<ArrowBackIcon size={18} />} onClick={() => void navigate(backTo)}>
            Back
          </Button>
        )}
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
