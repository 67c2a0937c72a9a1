// Every element the build ships: its tag and the module that defines it (a screen package's `./define`).
// Adding a screen is one line here; the build gives it a chunk, the autoloader a loader, and
// custom-elements.json an entry.
export const elements: Record<`assess-${string}`, string> = {
  'assess-usage-summary': '@assess/usage-summary/define',
  'assess-validate': '@assess/validate/define',
  'assess-assessments': '@assess/assessments/define/assessments',
  'assess-submit': '@assess/assessments/define/submit',
  'assess-create-assessment': '@assess/assessments/define/create-assessment',
  'assess-analytics': '@assess/analytics/define',
  'assess-management': '@assess/management/define',
  'assess-files': '@assess/files/define',
  'assess-reports': '@assess/reports/define',
};
