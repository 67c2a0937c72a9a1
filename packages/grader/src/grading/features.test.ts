import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, features } from './features.js';

const value = (name: (typeof FEATURE_NAMES)[number], answer: string, references: string[], question = '') => features(answer, references, question)[FEATURE_NAMES.indexOf(name)]!;

describe('features across the references', () => {
  it('returns one value for every named feature', () => {
    expect(features('the bulb is in a closed path', ['bulb A is in a closed path with the battery'], 'Why does bulb A light?')).toHaveLength(FEATURE_NAMES.length);
  });

  it('credits reference words given together more than the same words scattered', () => {
    const reference = ['the switch closes the circuit'];
    const together = value('near_pair_recall', 'when the switch closes the circuit is complete', reference);
    const scattered = value('near_pair_recall', 'the switch is red and shiny and old and heavy and the circuit', reference);
    expect(together).toBe(1);
    expect(scattered).toBe(0);
  });

  it('weighs the words most references share', () => {
    const references = ['the terminals are separated by a gap', 'a gap separates the terminals', 'the gap is between the terminals'];
    expect(value('key_recall', 'the terminals are separated by a small gap', references)).toBe(1);
    expect(value('key_recall', 'the terminals are connected', references)).toBeLessThan(1);
  });

  it('counts answer words that neither the references nor the question explain', () => {
    const references = ['light travels faster than sound'];
    const question = 'Why do we see lightning before we hear thunder?';
    expect(value('unexplained_words', 'light travels faster than sound', references, question)).toBe(0);
    expect(value('unexplained_words', 'light travels faster than sound because clouds are purple', references, question)).toBeGreaterThan(0);
  });

  it('counts the reference words nothing in the answer stands for, even loosely', () => {
    const references = ['the circuit is complete so the bulb lights'];
    expect(value('missing_count', 'the circuit is complete so the bulb lights', references)).toBe(0);
    expect(value('missing_count', 'the circuit is whole', references)).toBeGreaterThan(0);
    expect(value('missing_weight', 'the bulb', references)).toBeGreaterThan(value('missing_weight', 'the bulb lights in the complete circuit', references));
  });

  it('finds a paraphrase closer in meaning than an unrelated answer', () => {
    const references = ['The circuit is not complete. The electrical pathway is broken.'];
    const question = 'Will the motor run? Why?';
    const paraphrase = value('embedding_similarity_new', 'no because it is not a full circuit, the path is cut', references, question);
    const unrelated = value('embedding_similarity_new', 'the motor is painted blue and looks nice', references, question);
    expect(paraphrase).toBeGreaterThan(unrelated);
  });
});
