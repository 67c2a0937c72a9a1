/** Shown for a topic that has no text of its own. */
export const UNKNOWN_TOPIC = 'Unknown topic';
/** Shown where a subject's topics (or a subject's progress) are missing. */
export const NO_DATA_AVAILABLE = 'No data available';

/** A topic's text: the topic itself when a string, else its topic or description field, else 'Unknown topic'. */
export function topicText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null) {
    const { topic, description } = item as { topic?: unknown; description?: unknown };
    if (typeof topic === 'string') return topic;
    if (typeof description === 'string') return description;
  }
  return UNKNOWN_TOPIC;
}

/** A subject's topics as text, or null when they are not a list (the screen then shows 'No data available'). */
export function topicList(value: unknown): string[] | null {
  return Array.isArray(value) ? value.map(topicText) : null;
}

export interface TopicGroup {
  subject: string;
  /** null when the server's value is not a list. */
  topics: string[] | null;
}

/** Strength or improvement areas (subject mapped to topics) as groups in the server's order. */
export function topicGroups(areas: Readonly<Record<string, unknown>> | null | undefined): TopicGroup[] {
  return Object.entries(areas ?? {}).map(([subject, topics]) => ({ subject, topics: topicList(topics) }));
}
