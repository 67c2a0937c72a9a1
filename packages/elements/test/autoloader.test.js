/* global describe, it, afterEach */
import { expect } from 'chai';
import '../test/dist/autoloader.js';
import { cleanup, inside, mount, until, untilShown } from './helpers.js';

afterEach(cleanup);

describe('autoloader', () => {
  it('loads nothing until a tag appears, then loads its chunks at once and applies properties set before', async () => {
    expect(customElements.get('assess-test-echo')).to.equal(undefined);
    expect(customElements.get('assess-test-counter')).to.equal(undefined);
    const headBefore = [...document.head.children];
    const echo = document.createElement('assess-test-echo');
    echo.text = 'early';
    echo.items = [1, 2];
    document.body.append(echo);
    await until(() => customElements.get('assess-test-echo'), 'assess-test-echo to be defined');
    await untilShown(echo, 'text', 'string:"early"');
    expect(inside(echo, '[data-testid="items"]').textContent).to.equal('object:[1,2]');
    expect(echo.getAttribute('text')).to.equal('early');
    // What the page gains is a modulepreload link for each chunk the element needs (its own, the runtime...),
    // made as the tag appeared, so that the browser asks for all of them at once.
    const added = [...document.head.children].filter((node) => !headBefore.includes(node));
    expect(added.map((node) => `${node.localName} ${node.rel} ${node.crossOrigin}`)).to.deep.equal(added.map(() => 'link modulepreload anonymous'));
    const preloaded = added.map((link) => new URL(link.href).pathname);
    expect(preloaded).to.include('/test/dist/elements/assess-test-echo.js');
    expect(preloaded.some((path) => /^\/test\/dist\/chunks\/runtime-[\w-]+\.js$/.test(path))).to.equal(true);
    expect(preloaded.some((path) => path.includes('assess-test-counter'))).to.equal(false);
    expect(customElements.get('assess-test-counter')).to.equal(undefined);
  });

  it('finds tags inside open shadow roots, also ones added later', async () => {
    const host = mount('<div></div>');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<p>partner widget</p>';
    await new Promise((resolve) => setTimeout(resolve, 20));
    shadow.innerHTML = '<assess-test-counter label="Nested"></assess-test-counter>';
    await until(() => customElements.get('assess-test-counter'), 'assess-test-counter to be defined');
    const counter = shadow.querySelector('assess-test-counter');
    await until(() => inside(counter, 'button')?.textContent === 'Nested', 'the nested counter to render');
  });
});
