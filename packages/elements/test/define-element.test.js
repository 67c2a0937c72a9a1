/* global describe, it, afterEach */
import { expect } from 'chai';
import './dist/elements/assess-test-counter.js';
import './dist/elements/assess-test-echo.js';
import { cleanup, inside, mount, shown, until, untilShown } from './helpers.js';

afterEach(cleanup);

describe('attributes and properties', () => {
  it('reads string, number and boolean attributes, an empty boolean attribute being true', async () => {
    const echo = mount('<assess-test-echo text="hi" amount="3" active max-items="7"></assess-test-echo>');
    await untilShown(echo, 'active', 'boolean:true');
    expect(shown(echo, 'text')).to.equal('string:"hi"');
    expect(shown(echo, 'amount')).to.equal('number:3');
    expect(shown(echo, 'max-items')).to.equal('number:7');
    expect(echo.text).to.equal('hi');
    expect(echo.amount).to.equal(3);
    expect(echo.active).to.equal(true);
    expect(echo.maxItems).to.equal(7);
  });

  it('turns a boolean off when its attribute is removed and on again when it is added empty', async () => {
    const echo = mount('<assess-test-echo active=""></assess-test-echo>');
    await untilShown(echo, 'active', 'boolean:true');
    echo.removeAttribute('active');
    await untilShown(echo, 'active', 'boolean:false');
    expect(echo.active).to.equal(false);
    echo.setAttribute('active', '');
    await untilShown(echo, 'active', 'boolean:true');
  });

  it("re-renders when a string property is set to '' and to null", async () => {
    const echo = mount('<assess-test-echo text="hi"></assess-test-echo>');
    await untilShown(echo, 'text', 'string:"hi"');
    echo.text = '';
    await untilShown(echo, 'text', 'string:""');
    expect(echo.getAttribute('text')).to.equal('');
    echo.text = null;
    await untilShown(echo, 'text', 'undefined:undefined');
    expect(echo.hasAttribute('text')).to.equal(false);
    expect(echo.text).to.equal(undefined);
  });

  it('reflects simple properties to attributes and coerces their values', async () => {
    const echo = mount('<assess-test-echo></assess-test-echo>');
    echo.amount = 5;
    echo.maxItems = 2;
    echo.active = true;
    await untilShown(echo, 'amount', 'number:5');
    expect(echo.getAttribute('amount')).to.equal('5');
    expect(echo.getAttribute('max-items')).to.equal('2');
    expect(echo.getAttribute('active')).to.equal('');
    echo.amount = '8';
    await untilShown(echo, 'amount', 'number:8');
    expect(echo.amount).to.equal(8);
    echo.active = false;
    await untilShown(echo, 'active', 'boolean:false');
    expect(echo.hasAttribute('active')).to.equal(false);
    echo.setAttribute('amount', 'not a number');
    await untilShown(echo, 'amount', 'undefined:undefined');
  });

  it('passes JSON and function props as properties, never through attributes', async () => {
    window.shout = () => 'looked up on window';
    const echo = mount('<assess-test-echo text="hi" format="shout"></assess-test-echo>');
    await untilShown(echo, 'text', 'string:"hi"');
    expect(shown(echo, 'format')).to.equal('undefined:undefined');

    const items = { rows: [1, 2], label: 'Year 9' };
    echo.items = items;
    echo.format = (value) => value.toUpperCase();
    await untilShown(echo, 'format', 'HI');
    expect(shown(echo, 'items')).to.equal('object:{"rows":[1,2],"label":"Year 9"}');
    expect(echo.items).to.equal(items);
    expect(echo.getAttributeNames().sort()).to.deep.equal(['format', 'text']);
    expect(echo.getAttribute('format')).to.equal('shout');

    echo.setAttribute('items', '[3]');
    echo.text = 'again';
    await untilShown(echo, 'format', 'AGAIN');
    expect(shown(echo, 'items')).to.equal('object:{"rows":[1,2],"label":"Year 9"}');
    delete window.shout;
  });

  it('keeps React state when the element is moved', async () => {
    const counter = mount('<assess-test-counter start="4"></assess-test-counter>');
    await untilShown(counter, 'count', '4');
    inside(counter, 'button').click();
    await untilShown(counter, 'count', '5');
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(counter);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown(counter, 'count')).to.equal('5');
  });
});

describe('events', () => {
  it('dispatches assess-* events from the host that bubble and cross the shadow boundary to document', async () => {
    const counter = mount('<assess-test-counter></assess-test-counter>');
    await until(() => inside(counter, 'button'), 'the counter to render');
    const seen = [];
    const listener = (event) => seen.push(event);
    const lowercased = [];
    document.addEventListener('assess-count', listener);
    document.addEventListener('count', (event) => lowercased.push(event));
    inside(counter, 'button').click();
    document.removeEventListener('assess-count', listener);
    expect(seen).to.have.length(1);
    const [event] = seen;
    expect(event).to.be.instanceOf(CustomEvent);
    expect(event.detail).to.deep.equal({ count: 1 });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(counter);
    expect(lowercased).to.have.length(0);
  });

  it('turns onNavigate into assess-navigate, which a host can take over with preventDefault()', async () => {
    const echo = mount('<assess-test-echo></assess-test-echo>');
    await until(() => inside(echo, '[data-testid="navigate"]'), 'the echo to render');
    const details = [];
    const takeOver = (event) => {
      details.push(event.detail);
      event.preventDefault();
    };
    document.addEventListener('assess-navigate', takeOver);
    inside(echo, '[data-testid="navigate"]').click();
    await untilShown(echo, 'navigation', 'handled by host');
    document.removeEventListener('assess-navigate', takeOver);
    expect(details).to.deep.equal([{ to: '/reports' }]);

    inside(echo, '[data-testid="navigate"]').click();
    await untilShown(echo, 'navigation', 'fall-back link');
  });

  it('dispatches events from useEmit() with their detail', async () => {
    const echo = mount('<assess-test-echo text="sent"></assess-test-echo>');
    await until(() => inside(echo, '[data-testid="emit"]'), 'the echo to render');
    const details = [];
    const listener = (event) => details.push([event.target, event.detail]);
    document.addEventListener('assess-echo', listener);
    inside(echo, '[data-testid="emit"]').click();
    document.removeEventListener('assess-echo', listener);
    expect(details).to.deep.equal([[echo, { text: 'sent' }]]);
  });
});
