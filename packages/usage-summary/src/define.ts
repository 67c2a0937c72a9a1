// Registers <assess-usage-summary>. Safe to import more than once: a tag already defined is left as it is.
import { defineElement } from '@assess/ui';
import { loadUsageSummary } from './UsageSummary/loadUsageSummary.ts';
import { UsageSummary } from './UsageSummary/UsageSummary.tsx';

export const UsageSummaryElement = defineElement('assess-usage-summary', UsageSummary, {
  props: { variant: 'string', headingLevel: 'number', supportEmail: 'string' },
  events: { onNavigate: 'assess-navigate' },
  // The usage request starts as the tag connects; the widget's first read shares it.
  preload: (api) => loadUsageSummary(api),
});
