import { byId } from './dom.js';

// The end of a dynamic registration: the platform closes its registration window on the close message.

function done(): void {
  (window.opener ?? window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');
}
byId('close').addEventListener('click', done);
