/* global describe, it, afterEach */
import { expect } from 'chai';
import { cleanup, inside, mount, until } from './helpers.js';

afterEach(cleanup);

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = reject;
    document.head.append(script);
  });
}

describe('script-tag bundle and a second copy', () => {
  it('tolerates a tag registered by someone else', async () => {
    class Other extends HTMLElement {}
    customElements.define('assess-test-echo', Other);
    const errors = [];
    const onError = (event) => errors.push(event.message);
    window.addEventListener('error', onError);
    await loadScript(new URL('./dist/assess-elements.js', import.meta.url).href);
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
    expect(customElements.get('assess-test-echo')).to.equal(Other);
    expect(typeof window.AssessElements.configure).to.equal('function');
  });

  it('defines every element from a classic script, and a second copy of the modules defines nothing again', async () => {
    const fromBundle = customElements.get('assess-test-counter');
    expect(fromBundle).to.be.a('function');
    const modules = await import('./dist/elements/assess-test-counter.js');
    expect(modules.CounterElement).to.equal(fromBundle);
    const counter = mount('<assess-test-counter label="From the bundle"></assess-test-counter>');
    await until(() => inside(counter, 'button')?.textContent === 'From the bundle', 'the counter to render');
  });
});
