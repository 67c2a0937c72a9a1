/* global describe, it, afterEach */
import { expect } from 'chai';
import { configure } from './dist/index.js';
import { CounterElement } from './dist/elements/assess-test-counter.js';
import './dist/elements/assess-test-echo.js';
import { cleanup, inside, mount, until, untilShown } from './helpers.js';

afterEach(cleanup);

describe('shared runtime', () => {
  it('renders every element with one React and one store', async () => {
    const counter = mount('<assess-test-counter></assess-test-counter>');
    const echo = mount('<assess-test-echo></assess-test-echo>');
    await until(() => inside(counter, 'button') && inside(echo, '[data-testid="clicks"]'), 'both elements to render');
    expect(globalThis.__assessReactCopies.size).to.equal(1);
    const before = Number(inside(echo, '[data-testid="clicks"]').textContent);
    inside(counter, 'button').click();
    await untilShown(echo, 'clicks', String(before + 1));
    await untilShown(counter, 'clicks', String(before + 1));
  });

  it('gives configure() to every element, and an element attribute wins for its element', async () => {
    const plain = mount('<assess-test-echo></assess-test-echo>');
    const own = mount('<assess-test-echo api-base-url="https://school.example/api" access-token="lti-token"></assess-test-echo>');
    configure({ apiBaseUrl: 'https://assess.example/api' });
    await untilShown(plain, 'api', 'https://assess.example/api');
    await untilShown(own, 'api', 'https://school.example/api');
    expect(inside(own, '[data-testid="token"]').textContent).to.equal('lti-token');
    own.removeAttribute('api-base-url');
    await untilShown(own, 'api', 'https://assess.example/api');
  });
});

describe('defining', () => {
  it('is safe to define a tag twice', async () => {
    const again = await import('./dist/elements/assess-test-counter.js?again');
    expect(again.CounterElement).to.equal(CounterElement);
    expect(customElements.get('assess-test-counter')).to.equal(CounterElement);
  });

  it('describes each element in custom-elements.json', async () => {
    const manifest = await (await fetch(new URL('./dist/custom-elements.json', import.meta.url))).json();
    const declarations = manifest.modules.flatMap((module) => module.declarations);
    const counter = declarations.find((declaration) => declaration.tagName === 'assess-test-counter');
    expect(counter.attributes.map((attribute) => attribute.name)).to.include.members(['label', 'start', 'disabled', 'theme', 'api-base-url']);
    expect(counter.events.map((event) => event.name)).to.deep.equal(['assess-count']);
    expect(counter.cssParts.map((part) => part.name)).to.deep.equal(['base', 'counter', 'button']);
    expect(counter.cssProperties.map((property) => property.name)).to.include.members(['--assess-counter-gap', '--assess-color-primary']);
    const echo = declarations.find((declaration) => declaration.tagName === 'assess-test-echo');
    expect(echo.attributes.map((attribute) => attribute.name)).not.to.include.members(['items']);
    expect(echo.attributes.map((attribute) => attribute.name)).not.to.include('format');
    expect(echo.members.map((member) => member.name)).to.include.members(['items', 'format', 'maxItems']);
    expect(echo.events.map((event) => event.name)).to.have.members(['assess-navigate', 'assess-echo']);
    const module = manifest.modules.find((entry) => entry.declarations.includes(counter));
    expect(module.path).to.equal('elements/assess-test-counter.js');
  });
});
