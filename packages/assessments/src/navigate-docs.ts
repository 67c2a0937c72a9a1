/** The assess-navigate event, as every assessment element documents it. */
export const NAVIGATE_EVENT_DOC =
  'A link or redirect was followed; detail { to, state? } with a product route such as /dashboard/assessments/{id}, and state.forceRefresh after a submission or creation. Cancel it to route yourself; otherwise the link opens under link-base-url.';
