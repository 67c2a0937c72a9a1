import { byId } from './dom.js';
import { readPageData, type PickerData } from './page-data.js';

// The assessment picker: opens the Create wizard in place; when it leaves (created or cancelled) the picker loads
// again with the teacher's assessments, the newest first and chosen.

const picker = readPageData<PickerData>('picker');
const create = byId('create');
byId('create-open').addEventListener('click', () => {
  const element = document.createElement('assess-create-assessment');
  element.setAttribute('access-token', picker.accessToken);
  element.setAttribute('api-base-url', picker.siteUrl);
  // The course's class (made by the launch) is offered first and chosen.
  if (picker.courseClass) {
    element.setAttribute('default-class-id', picker.courseClass.id);
    element.setAttribute('default-class-name', picker.courseClass.name);
  }
  create.replaceChildren(element);
  create.hidden = false;
  element.scrollIntoView();
});
document.addEventListener('assess-navigate', (event) => {
  event.preventDefault();
  byId<HTMLFormElement>('refresh').submit();
});
