/* global describe, it, afterEach */
// <assess-analytics> in real Chromium: the chart draws inside the shadow root in the theme's colours, follows a
// theme change and its container's width, and reads its points by keyboard.
import { expect } from 'chai';
import './dist/elements/assess-analytics.js';
import { cleanup, inside, mount, until } from './helpers.js';

const realFetch = window.fetch;
const LIGHT_LINE = [0, 102, 138];
const DARK_LINE = [77, 210, 255];

// Complete answers, as the server serves them (the screens parse them with the served schemas).
const ROUTES = {
  '/analytics/student/dashboard/overview': {
    completed_assessments: 3,
    in_progress_assessments: 0,
    average_score: 70,
    study_streak: 0,
    subject_progress: [{ subject_id: 'bio-1', subject_name: 'biology', assessments_completed: 3, average_score: 70, last_assessment_date: '2025-03-05T10:00:00Z' }],
    performance_by_subject: [{ subject: 'biology', subject_id: 'bio-1', average_score: 70 }],
    recent_reports: [],
    strengths_by_subject: {},
    weaknesses_by_subject: {},
    recommendations: null,
  },
  '/analytics/student/dashboard/subject/bio-1': {
    subject_id: 'bio-1',
    subject_name: 'biology',
    progress_over_time: [
      { date: '2025-01-05T10:00:00Z', score: 40 },
      { date: '2025-02-05T10:00:00Z', score: 65 },
      { date: '2025-03-05T10:00:00Z', score: 90 },
    ],
    reports_completed: 3,
    average_score: 65,
    improvement: 50,
    improvement_percentage: 125,
    strengths: [],
    weaknesses: [],
    topic_performance: [],
    last_updated: '2025-03-05T10:00:00Z',
  },
};

function serve() {
  window.fetch = async (input) => {
    const url = new URL(String(input), window.location.href);
    const body = ROUTES[url.pathname.replace(/^\/api/, '')];
    if (body === undefined) return new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404 });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

/** How many pixels of the canvas are (nearly) this colour. */
function pixelsOf(canvas, [r, g, b]) {
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let count = 0;
  for (let index = 0; index < data.length; index += 4) {
    if (Math.abs(data[index] - r) < 12 && Math.abs(data[index + 1] - g) < 12 && Math.abs(data[index + 2] - b) < 12 && data[index + 3] > 200) count += 1;
  }
  return count;
}

async function openBiology(element) {
  await until(() => inside(element, '[part="subject-card"]'), 'the subject card');
  inside(element, '[part="subject-card"]').click();
  await until(() => inside(element, 'canvas'), 'the chart');
  return inside(element, 'canvas');
}

afterEach(() => {
  window.fetch = realFetch;
  cleanup();
});

describe('<assess-analytics>', () => {
  it('draws the progress chart inside its shadow root in the theme colours, and again when the theme changes', async () => {
    serve();
    const element = mount('<assess-analytics theme="light" api-base-url="https://assess.test" access-token="t"></assess-analytics>');
    const canvas = await openBiology(element);
    await until(() => pixelsOf(canvas, LIGHT_LINE) > 200, 'the line in the light theme colour');
    element.setAttribute('theme', 'dark');
    await until(() => {
      const drawn = inside(element, 'canvas');
      return drawn && pixelsOf(drawn, DARK_LINE) > 200 && pixelsOf(drawn, LIGHT_LINE) < 20;
    }, 'the line in the dark theme colour');
  });

  it('follows the width of its container', async () => {
    serve();
    const element = mount('<div style="width: 700px"><assess-analytics theme="light" api-base-url="https://assess.test" access-token="t"></assess-analytics></div>').firstElementChild;
    const canvas = await openBiology(element);
    const wide = canvas.getBoundingClientRect().width;
    element.parentElement.style.width = '420px';
    await until(() => inside(element, 'canvas').getBoundingClientRect().width < wide - 200, 'a narrower chart');
  });

  it('moves between points by keyboard and announces date and score', async () => {
    serve();
    const element = mount('<assess-analytics api-base-url="https://assess.test" access-token="t"></assess-analytics>');
    await openBiology(element);
    const chart = inside(element, '[aria-roledescription="chart"]');
    chart.focus();
    const press = (key) => chart.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    const live = () => inside(element, '[aria-live="polite"]')?.textContent;
    press('ArrowRight');
    await until(() => live() === 'Jan 5, 2025: 40.0%', 'the first point');
    press('End');
    await until(() => live() === 'Mar 5, 2025: 90.0%', 'the last point');
    expect(element.shadowRoot.activeElement).to.equal(chart);
  });
});
