// Registers <assess-usage-summary>. Safe to import more than once: a tag already defined is left as it is.
import { routeTo } from '@assess/core';
import { defineElement } from '@assess/ui';
import { UsageSummary } from './UsageSummary/UsageSummary.tsx';

export const UsageSummaryElement = defineElement('assess-usage-summary', UsageSummary, {
  props: { variant: 'string', headingLevel: 'number', supportEmail: 'string' },
  events: { onNavigate: 'assess-navigate' },
  docs: {
    summary:
      "Today's usage of validation, assessment and assessment submission against the plan's limits, with the plan, the next reset date and an upgrade link. Reads /api/supabase-usage/usage/summary and /limits (falling back to /api/validation/usage) with the access-token attribute or configure().",
    props: {
      variant: "'full' (default: bars with percentages, plan, next reset and an Upgrade Plan button) or 'compact' (bars and one line of plan, next reset and an upgrade link). Other values mean 'full'.",
      headingLevel: "Level (1 to 5) of the 'Usage Summary' heading, to fit the page outline; default 2.",
      supportEmail: 'Address of the Contact Support link in the Usage Limit Reached warning; default support@assess.example.',
    },
    events: {
      'assess-navigate':
        `A link to another product page was clicked (View Subscription Options, Upgrade Plan); detail { to: '${routeTo('subscription')}' }. Call preventDefault() to route it yourself; otherwise the browser follows the link, at link-base-url when set.`,
    },
    cssParts: {
      summary: 'The card around the widget.',
      feature: 'One feature: its label, count and bar.',
      count: "A feature's count, e.g. '3 / 15' or '3 / Unlimited'.",
      bar: "A feature's usage bar.",
      plan: 'The plan name.',
      reset: 'The next reset date.',
      upgrade: 'The Upgrade Plan link (shown when upgrading is possible).',
      warning: 'The Usage Limit Reached warning.',
      notice: 'The notice shown with the default limits when the server cannot be reached.',
      error: 'The error shown when usage information could not be retrieved.',
    },
    cssProperties: {
      '--assess-usage-bar-height': 'Height of the usage bars (default 8px).',
    },
  },
});
