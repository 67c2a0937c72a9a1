// How a suggested mark says how sure it is, the same in the marks review and the answer groups.

/** Shown beside a suggested mark unsure enough that the teacher should look at the answer first. */
export const NEEDS_REVIEW_TEXT = 'Needs your eye';

/** "70% sure": how sure a suggested mark is (0 to 1). */
export const sureText = (confidence: number) => `${Math.round(confidence * 100)}% sure`;
