import { expect, test } from 'vitest';

test('runs on the pinned Node 24', () => {
  expect(process.versions.node.split('.')[0]).toBe('24');
});
