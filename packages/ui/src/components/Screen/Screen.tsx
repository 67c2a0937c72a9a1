import type { HTMLAttributes, ReactNode } from 'react';
import { useRouteHref } from '../../element/config.ts';
import { useNavigate, type NavigateHandler } from '../../element/navigation.tsx';
import { Breadcrumbs, type BreadcrumbItem } from '../Breadcrumbs/Breadcrumbs.tsx';
import { cx } from '../shared/cx.ts';
import { Heading } from '../shared/Heading.tsx';
import * as styles from './Screen.css.ts';

export type ScreenProps = HTMLAttributes<HTMLElement> & { children: ReactNode };

/** The frame of every screen: a centred column of sections, 1200 px at the most, padded on phones too. */
export function Screen({ className, children, ...rest }: ScreenProps) {
  return (
    <section className={cx(styles.screen, className)} {...rest}>
      {children}
    </section>
  );
}

export interface ScreenHeaderProps {
  title: ReactNode;
  /** The breadcrumb trail, the last item being this screen; none shows no breadcrumb. */
  trail?: readonly BreadcrumbItem[];
  /** A line under the title: the student's or the class's name. */
  subtitle?: ReactNode;
  /** The screen's buttons, beside the title. */
  actions?: ReactNode;
  /** The host's router; inside an element a breadcrumb click leaves as assess-navigate. */
  onNavigate?: NavigateHandler;
  className?: string;
}

/** The top of every screen: the breadcrumb, the title (the page's one h1) and the screen's buttons. */
export function ScreenHeader({ title, trail, subtitle, actions, onNavigate, className }: ScreenHeaderProps) {
  const navigate = useNavigate(onNavigate);
  const routeHref = useRouteHref();
  // Each crumb shows its address under the link base URL, as RouteLink does; a click routes by the product route.
  const routes = new Map<string, string>();
  const items = (trail ?? []).map((item) => {
    if (!item.href) return item;
    const href = routeHref(item.href);
    routes.set(href, item.href);
    return { ...item, href };
  });
  return (
    <>
      {items.length > 0 && <Breadcrumbs items={items} onNavigate={(href, event) => (event.preventDefault(), navigate({ to: routes.get(href) ?? href }))} />}
      <div className={cx(styles.header, className)}>
        <div>
          <Heading level={1} className={styles.title}>
            {title}
          </Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </>
  );
}
