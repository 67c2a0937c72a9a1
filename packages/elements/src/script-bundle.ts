// The classic-script bundle (<script src="assess-elements.js">): defines every element at once, and
// exposes window.AssessElements.configure for page-wide configuration.
import 'virtual:assess-elements/all';

export { configure } from '@assess/ui';
