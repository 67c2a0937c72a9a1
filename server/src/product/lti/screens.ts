import { countOf } from '@assess/core/rules';
import { escapeHtml, page } from './pages.js';
import type { PickerData, ScreenData } from './browser/page-data.js';
import type { Choice } from './repository.js';

// The pages a launch opens: the assessment screen (the same custom elements as the host app), the assessment
// picker of deep linking, and the end of a dynamic registration.

/** The screen's page: what its script reads (the page's data block holds it all), and the line above the screen. */
export interface ScreenContext extends ScreenData {
  assessmentTitle: string;
  courseTitle: string;
  userName: string;
}

/** JSON for a <script type="application/json"> block: nothing in it can close the block. */
const jsonData = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function screenPage(context: ScreenContext): string {
  const teacher = context.role === 'teacher';
  const gradebook = teacher
    ? `<section class="card" id="gradebook" aria-labelledby="gradebook-title" style="margin:16px">
<div class="bar"><h2 id="gradebook-title">Course gradebook</h2><button type="button" class="quiet" id="gradebook-refresh" aria-label="Refresh the gradebook">Refresh</button></div>
<p class="muted" id="gradebook-status" role="status">Loading…</p>
<table id="gradebook-table" hidden><thead><tr><th>Student</th><th>Score</th><th>Gradebook</th><th><span class="muted">Action</span></th></tr></thead><tbody id="gradebook-rows"></tbody></table>
</section>`
    : '';
  return page({
    title: context.assessmentTitle,
    // The screen's own heading names the assessment; the line above says where and who.
    body: `<main>
<p class="muted">${escapeHtml(context.courseTitle)} · ${escapeHtml(context.userName)} (${teacher ? 'teacher' : 'student'})${
      context.accountLinkUrl
        ? ` · <a href="${escapeHtml(context.accountLinkUrl)}" target="assess-account-link" id="account-link">Already use Assess? Use your own account</a>`
        : ''
    }</p>
<div id="screen"></div>
${gradebook}
${teacher && context.classId ? '<section id="course-class" aria-label="Course class" style="margin-top:16px"></section>' : ''}
</main>
<script type="application/json" id="launch">${jsonData(context)}</script>`,
    modules: ['/elements/autoloader.js'],
    script: 'screen',
  });
}

export function pickerPage(
  context: {
    mode: 'deep-link' | 'link';
    pickToken: string;
    courseTitle: string;
    choices: Choice[];
    accessToken: string;
    siteUrl: string;
    problem?: string;
    courseClass?: { id: string; name: string };
  },
): string {
  const items = context.choices
    .map(
      (choice, index) => `<li><label><input type="radio" name="assessment_id" value="${escapeHtml(choice.id)}"${index === 0 ? ' checked' : ''}>
<span><strong>${escapeHtml(choice.title)}</strong><br><span class="muted">${choice.total_marks === null ? 'Marks not set' : countOf(choice.total_marks, 'mark')} · ${escapeHtml(choice.status)}</span></span></label></li>`,
    )
    .join('');
  const pickerData: PickerData = { accessToken: context.accessToken, siteUrl: context.siteUrl, ...(context.courseClass ? { courseClass: context.courseClass } : {}) };
  const heading = context.mode === 'deep-link' ? 'Add an Assess assessment' : 'Choose the assessment this link opens';
  return page({
    title: heading,
    body: `<main>
<section class="card" aria-labelledby="title">
<h1 id="title">${heading}</h1>
<p class="muted">${escapeHtml(context.courseTitle)}. Students who open the link see the assessment and submit their answers; marks you release go to the course gradebook.</p>
${context.problem ? `<p class="status-failed" role="alert">${escapeHtml(context.problem)}</p>` : ''}
<form method="post" action="/lti/pick">
<input type="hidden" name="pick" value="${escapeHtml(context.pickToken)}">
<fieldset style="border:0;padding:0;margin:0"><legend class="muted" style="margin-bottom:8px">Your assessments</legend>
<ul class="choices" id="choices">${items}</ul>
${context.choices.length === 0 ? '<p id="empty">You have no assessments yet. Create one below.</p>' : ''}
</fieldset>
<div class="bar" style="justify-content:flex-start"><button id="pick-submit"${context.choices.length === 0 ? ' disabled' : ''}>${context.mode === 'deep-link' ? 'Add to course' : 'Use this assessment'}</button>
<button type="button" class="quiet" id="create-open">Create a new assessment</button></div>
</form>
</section>
<section id="create" hidden></section>
<form id="refresh" method="post" action="/lti/pick" hidden><input type="hidden" name="pick" value="${escapeHtml(context.pickToken)}"><input type="hidden" name="refresh" value="1"></form>
</main>
<script type="application/json" id="picker">${jsonData(pickerData)}</script>`,
    modules: ['/elements/autoloader.js'],
    script: 'picker',
  });
}

/** The end of a dynamic registration: the platform closes its registration window on the close message. */
export function registeredPage(platformName: string): string {
  return page({
    title: 'Assess is registered',
    body: `<main><section class="card" role="status"><h1>Assess is registered</h1>
<p>Assess is now registered with ${escapeHtml(platformName)}. Teachers can add Assess assessments to their courses.</p>
<p><button type="button" id="close">Close</button></p></section></main>`,
    script: 'registered',
  });
}

/**
 * The link window (the token travels in the fragment, never to a server log). It shows nothing of the course
 * account until the launch page that opened it hands the link over.
 */
export function accountLinkPage(): string {
  return page({
    title: 'Use your own Assess account',
    body: `<main><section class="card" aria-labelledby="title">
<h1 id="title">Use your own Assess account</h1>
<p>Your course opens Assess with a course account of its own. If you already have an Assess account, the course can open that one instead: sign in to it here and link the course account to it.</p>
<section id="link-details" aria-labelledby="link-details-title" hidden>
<h2 id="link-details-title">The course account</h2>
<dl style="margin-bottom:12px">
<dt>Learning platform</dt><dd id="link-platform"></dd>
<dt>Course</dt><dd id="link-course"></dd>
<dt>Name on the platform</dt><dd id="link-name"></dd>
<dt>Role in the course</dt><dd id="link-role"></dd>
</dl>
</section>
<p role="status" id="link-status">Checking…</p>
<p><button type="button" id="link-confirm" hidden>Link to my account</button></p>
<p class="muted">Link only your own course account. If someone sent you this page, close it.</p>
</section></main>`,
    script: 'account-link',
  });
}
