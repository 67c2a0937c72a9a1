// The documentation of <assess-create-assessment> in custom-elements.json. Only the manifest build reads this module;
// the element itself ships without it.
import type { ElementDocs } from '@assess/ui';
import { NAVIGATE_EVENT_DOC } from './navigate-docs.ts';

const docs: ElementDocs = {
  summary: 'The Create Assessment wizard: AI-generated questions or uploaded files, in three steps.',
  props: {
    defaultClassId: 'A class offered first under Class/Year Group and chosen from the start (with default-class-name); the assessment is created for it.',
    defaultClassName: 'The name of that class, as the option shows it.',
  },
  events: { 'assess-navigate': NAVIGATE_EVENT_DOC },
};

export default docs;
