import type { BreadcrumbItem } from '@assess/ui';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { PLACEHOLDER_TEXT } from './texts.ts';
import * as styles from './Placeholder.css.ts';

export interface PlaceholderProps {
  title: string;
  breadcrumbs?: readonly BreadcrumbItem[];
}

/** A screen that is not built yet (decision 19): its title and a note, never a redirect. */
export function Placeholder({ title, breadcrumbs }: PlaceholderProps) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <div className={styles.notice}>
        <p>{PLACEHOLDER_TEXT}</p>
      </div>
    </div>
  );
}
