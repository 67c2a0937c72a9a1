import { describe, expect, it } from 'vitest';
import { NO_DATA_AVAILABLE, UNKNOWN_TOPIC, topicGroups, topicList, topicText } from './topics.js';

describe('topic text', () => {
  it("is the string itself, else its topic, else its description, else 'Unknown topic'", () => {
    expect(topicText('Osmosis')).toBe('Osmosis');
    expect(topicText({ topic: 'Genetics', description: 'ignored' })).toBe('Genetics');
    expect(topicText({ description: 'Cell division' })).toBe('Cell division');
    expect(topicText({ topic: 3 })).toBe('Unknown topic');
    expect(topicText(null)).toBe('Unknown topic');
    expect(UNKNOWN_TOPIC).toBe('Unknown topic');
  });

  it("gives null for topics that are not a list, shown as 'No data available'", () => {
    expect(topicList(['a', { topic: 'b' }])).toEqual(['a', 'b']);
    expect(topicList('a')).toBeNull();
    expect(NO_DATA_AVAILABLE).toBe('No data available');
    expect(topicGroups({ Biology: ['cells'], Physics: 'n/a' })).toEqual([
      { subject: 'Biology', topics: ['cells'] },
      { subject: 'Physics', topics: null },
    ]);
    expect(topicGroups(undefined)).toEqual([]);
  });
});
