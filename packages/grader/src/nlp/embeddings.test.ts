import { describe, expect, it } from 'vitest';
import { cosine, dot, textVector, wordVector } from './embeddings.js';

describe('GloVe word vectors', () => {
  it('places words of like meaning closer than unrelated ones', () => {
    const complete = wordVector('complete')!;
    expect(dot(complete, wordVector('full')!)).toBeGreaterThan(dot(complete, wordVector('banana')!));
    expect(dot(wordVector('battery')!, wordVector('voltage')!)).toBeGreaterThan(dot(wordVector('battery')!, wordVector('poem')!));
  });

  it('gives unit vectors and none for words outside the vocabulary', () => {
    expect(dot(wordVector('circuit')!, wordVector('circuit')!)).toBeCloseTo(1, 5);
    expect(wordVector('qzxwvkj')).toBeUndefined();
  });

  it('compares texts by their weighted vectors, 0 when a text has no known word', () => {
    const circuit = textVector([{ word: 'circuit', weight: 1 }, { word: 'complete', weight: 1 }]);
    const path = textVector([{ word: 'path', weight: 1 }, { word: 'closed', weight: 1 }]);
    const fruit = textVector([{ word: 'apple', weight: 1 }, { word: 'banana', weight: 1 }]);
    expect(cosine(circuit, path)).toBeGreaterThan(cosine(circuit, fruit));
    expect(cosine(circuit, textVector([{ word: 'qzxwvkj', weight: 1 }]))).toBe(0);
  });
});
