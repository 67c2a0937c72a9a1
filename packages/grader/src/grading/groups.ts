// A question's answers grouped by meaning, so a teacher can mark alike answers at once: first the
// near-identical ones (the same words, give or take case, punctuation and function words), then those that
// say much the same thing.
import type { AnswerSpace } from './answer-space.js';

/** How similar an answer must be to a group's first answer to join it. */
export const SIMILAR = 0.5;

export interface AnswerGroup {
  /** Indices of the answers in the group, the representative first. */
  members: number[];
  /** The answer closest to all the others in the group. */
  representative: number;
  /** 'identical' when every answer in the group has the same words, else 'similar'. */
  kind: 'identical' | 'similar';
}

/** Groups answers by meaning; the largest groups first, single answers last. */
export function groupAnswers(space: AnswerSpace, threshold = SIMILAR): AnswerGroup[] {
  const buckets = new Map<string, number[]>();
  for (let i = 0; i < space.size; i++) {
    const key = space.key(i);
    buckets.set(key, [...(buckets.get(key) ?? []), i]);
  }
  // The biggest buckets lead, so a common answer gathers its paraphrases rather than joining a rarer one.
  const ordered = [...buckets.values()].sort((a, b) => b.length - a.length || a[0]! - b[0]!);
  const groups: { leader: number; members: number[] }[] = [];
  for (const bucket of ordered) {
    const leader = bucket[0]!;
    let best: { group: (typeof groups)[number]; similarity: number } | undefined;
    for (const group of groups) {
      const similarity = space.similarity(leader, group.leader);
      if (similarity >= threshold && (!best || similarity > best.similarity)) best = { group, similarity };
    }
    if (best) best.group.members.push(...bucket);
    else groups.push({ leader, members: [...bucket] });
  }
  return groups
    .map(({ members }) => {
      const representative = medoid(space, members);
      const keys = new Set(members.map((m) => space.key(m)));
      return {
        members: [representative, ...members.filter((m) => m !== representative).sort((a, b) => a - b)],
        representative,
        kind: keys.size === 1 ? ('identical' as const) : ('similar' as const),
      };
    })
    .sort((a, b) => b.members.length - a.members.length || a.representative - b.representative);
}

/** The member with the greatest total similarity to the others (the first on a tie). */
function medoid(space: AnswerSpace, members: readonly number[]): number {
  if (members.length <= 2) return members[0]!;
  let best = members[0]!;
  let bestTotal = -1;
  for (const m of members) {
    let total = 0;
    for (const o of members) if (o !== m) total += space.similarity(m, o);
    if (total > bestTotal) {
      bestTotal = total;
      best = m;
    }
  }
  return best;
}
