import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LtiError, toolUrls } from '@assess/lti';
import { adminPage } from './admin-page.js';
import { autoPostPage, cookiesBlockedPage, errorPage, PAGE_SCRIPTS } from './pages.js';
import { accountLinkPage, pickerPage, registeredPage, screenPage } from './screens.js';

// The launcher's pages run no inline script (their policy allows scripts of Assess's origin only): each script is a
// module of ./browser, served under /lti/scripts/, and data travels in JSON blocks, which nothing runs.

const site = 'https://assess.example';
const pages: [string, string][] = [
  [
    'the assessment screen',
    screenPage({
      assessmentId: 'a1',
      assessmentTitle: 'Quiz </script><script>alert(1)</script>',
      courseTitle: 'Biology',
      userId: 'u1',
      userName: 'Tess Teacher',
      role: 'teacher',
      accessToken: 'access',
      refreshToken: 'refresh',
      anonKey: 'anon',
      siteUrl: site,
      classId: 'c1',
      accountLinkUrl: `${site}/lti/link#token`,
    }),
  ],
  ['the picker', pickerPage({ mode: 'deep-link', pickToken: 'pick', courseTitle: 'Biology', choices: [], accessToken: 'access', siteUrl: site, courseClass: { id: 'c1', name: '</script>' } })],
  ['the end of a registration', registeredPage('Moodle')],
  ['the link window', accountLinkPage()],
  ['the administrators\' page', adminPage(toolUrls(site))],
  ['a refusal', errorPage(new LtiError('not_placed', 'Not placed.', 'Open it again.', 404))],
  ['the cookie check\'s new window', cookiesBlockedPage(`${site}/lti/login`)],
  ['the deep-linking answer', autoPostPage('https://lms.example/return', { JWT: 'signed' })],
];

describe('the launcher pages', () => {
  it('have each script of theirs as a module in ./browser', () => {
    for (const name of PAGE_SCRIPTS) expect(existsSync(new URL(`./browser/${name}.ts`, import.meta.url)), name).toBe(true);
  });

  it.each(pages)('%s runs no inline script: only modules of Assess and JSON data', (_name, html) => {
    const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, content] of tags) {
      if (attributes!.includes('type="application/json"')) continue;
      expect(attributes).toMatch(/^ type="module" src="\/(lti\/scripts|elements)\/[\w-]+\.js"$/);
      expect(content).toBe('');
      const script = /src="\/lti\/scripts\/([\w-]+)\.js"/.exec(attributes!)?.[1];
      if (script) expect(PAGE_SCRIPTS as readonly string[]).toContain(script);
    }
    // Nothing else in the page opens a script: data written into it (a title, a class name) cannot.
    expect(html.match(/<script\b/g) ?? []).toHaveLength(tags.length);
  });
});
