import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../shared/cx.ts';
import { Heading, type HeadingLevel } from '../shared/Heading.tsx';
import * as styles from './Card.css.ts';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The element to render; a titled section or article is labelled by its title. */
  as?: 'div' | 'section' | 'article' | 'li';
  title?: ReactNode;
  subtitle?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Shown beside the title (a chip or an icon button). */
  headerAction?: ReactNode;
  /** Buttons and links at the bottom of the card. */
  actions?: ReactNode;
}

export function Card({
  as: Element = 'div',
  title,
  subtitle,
  headingLevel = 3,
  headerAction,
  actions,
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const labelled = title !== undefined && (Element === 'section' || Element === 'article');
  return (
    <Element {...rest} aria-labelledby={labelled ? titleId : rest['aria-labelledby']} className={cx(styles.card, className)}>
      {(title !== undefined || headerAction) && (
        <div className={styles.header}>
          <div>
            {title !== undefined && (
              <Heading level={headingLevel} id={titleId} className={styles.title}>
                {title}
              </Heading>
            )}
            {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {headerAction}
        </div>
      )}
      {children !== undefined && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </Element>
  );
}
