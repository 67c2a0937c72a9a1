// Registers <assess-usage-summary>. Safe to import more than once: a tag already defined is left as it is.
import { defineElement } from '@assess/ui';
import { UsageSummary } from './UsageSummary/UsageSummary.tsx';

export const UsageSummaryElement = defineElement('assess-usage-summary', UsageSummary, {
  props: { variant: 'string', headingLevel: 'number', supportEmail: 'string' },
  events: { onNavigate: 'assess-navigate' },
});
