/* global describe, it, before, after, afterEach */
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import './dist/elements/assess-test-counter.js';
import './dist/elements/assess-test-echo.js';
import { cleanup, inside, mount, until, untilShown } from './helpers.js';

const LIGHT = { background: 'rgb(245, 247, 250)', text: 'rgb(26, 32, 39)' };
const DARK = { background: 'rgb(15, 20, 25)', text: 'rgb(232, 237, 242)' };
const PRIMARY = 'rgb(0, 191, 255)';

function wrapperColours(element) {
  const style = getComputedStyle(inside(element, '[part="base"]'));
  return { background: style.backgroundColor, text: style.color };
}

afterEach(cleanup);

describe('scoped styles', () => {
  const pageStyle = document.createElement('style');
  before(() => {
    pageStyle.textContent =
      'p { letter-spacing: 10px; color: rgb(255, 0, 0); } button { outline: 9px solid rgb(255, 0, 0); }' +
      ' body { font-style: italic; word-spacing: 12px; }';
    document.head.append(pageStyle);
  });
  after(() => pageStyle.remove());

  it('keeps page CSS out of the element, inherited text styles included', async () => {
    const echo = mount('<assess-test-echo text="inside"></assess-test-echo>');
    const counter = mount('<assess-test-counter></assess-test-counter>');
    await untilShown(echo, 'text', 'string:"inside"');
    await until(() => inside(counter, 'button'), 'the counter to render');
    const paragraph = getComputedStyle(inside(echo, 'p'));
    expect(paragraph.color).to.equal('rgb(1, 2, 3)');
    expect(paragraph.letterSpacing).to.equal('3px');
    expect(paragraph.fontStyle).to.equal('normal');
    expect(paragraph.wordSpacing).to.equal('0px');
    const button = getComputedStyle(inside(counter, 'button'));
    expect(button.outlineWidth).to.equal('7px');
    expect(button.outlineColor).to.equal('rgb(255, 0, 255)');
  });

  it('keeps element CSS out of the page', async () => {
    const counter = mount('<assess-test-counter></assess-test-counter>');
    mount('<assess-test-echo></assess-test-echo>');
    await until(() => inside(counter, 'button'), 'the counter to render');
    const lookalike = mount(`<div><p class="probe">page</p><button class="${inside(counter, 'button').className}">page</button></div>`);
    const paragraph = getComputedStyle(lookalike.querySelector('p'));
    expect(paragraph.color).to.equal('rgb(255, 0, 0)');
    expect(paragraph.letterSpacing).to.equal('10px');
    const button = getComputedStyle(lookalike.querySelector('button'));
    expect(button.outlineWidth).to.equal('9px');
    expect(button.backgroundColor).not.to.equal(PRIMARY);
  });

  it('adopts constructable stylesheets and adds nothing to document.head', async () => {
    const headBefore = document.head.children.length;
    const counter = mount('<assess-test-counter></assess-test-counter>');
    await until(() => inside(counter, 'button'), 'the counter to render');
    expect(document.head.children.length).to.equal(headBefore);
    expect(document.querySelectorAll('style:not(:is(head > style))')).to.have.length(0);
    expect(document.adoptedStyleSheets).to.have.length(0);
    expect(counter.shadowRoot.adoptedStyleSheets.length).to.be.greaterThan(1);
    expect(counter.shadowRoot.querySelectorAll('style, link')).to.have.length(0);
    expect(getComputedStyle(inside(counter, 'button')).backgroundColor).to.equal(PRIMARY);
  });

  it('lets partners restyle through --assess-* custom properties and ::part()', async () => {
    const partner = document.createElement('style');
    partner.textContent =
      'assess-test-counter { --assess-color-primary: rgb(10, 20, 30); }' +
      ' assess-test-counter::part(button) { border: 2px dashed rgb(4, 5, 6); }';
    document.head.append(partner);
    const counter = mount('<assess-test-counter></assess-test-counter>');
    await until(() => inside(counter, 'button'), 'the counter to render');
    const button = getComputedStyle(inside(counter, 'button'));
    expect(button.backgroundColor).to.equal('rgb(10, 20, 30)');
    expect(button.borderTopStyle).to.equal('dashed');
    expect(button.borderTopColor).to.equal('rgb(4, 5, 6)');
    partner.remove();
  });
});

describe('theme attribute', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('switches between the light and dark themes', async () => {
    const counter = mount('<assess-test-counter theme="light"></assess-test-counter>');
    await until(() => inside(counter, '[part="base"]'), 'the counter to render');
    expect(wrapperColours(counter)).to.deep.equal(LIGHT);
    expect(getComputedStyle(inside(counter, 'button')).backgroundColor).to.equal(PRIMARY);

    counter.setAttribute('theme', 'dark');
    await until(() => wrapperColours(counter).background === DARK.background, 'the dark theme');
    expect(wrapperColours(counter)).to.deep.equal(DARK);
    expect(counter.theme).to.equal('dark');

    counter.theme = 'light';
    expect(counter.getAttribute('theme')).to.equal('light');
    await until(() => wrapperColours(counter).background === LIGHT.background, 'the light theme');
  });

  it('follows prefers-color-scheme live when the theme is system or missing', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const system = mount('<assess-test-counter theme="system"></assess-test-counter>');
    const unset = mount('<assess-test-counter></assess-test-counter>');
    const unknown = mount('<assess-test-counter theme="sepia"></assess-test-counter>');
    for (const element of [system, unset, unknown]) {
      await until(() => inside(element, '[part="base"]') && wrapperColours(element).background === DARK.background, 'the dark theme');
    }
    expect(unknown.theme).to.equal('system');
    await emulateMedia({ colorScheme: 'light' });
    for (const element of [system, unset, unknown]) {
      await until(() => wrapperColours(element).background === LIGHT.background, 'the light theme after the system change');
    }
    expect(wrapperColours(system)).to.deep.equal(LIGHT);
  });
});
