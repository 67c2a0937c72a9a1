// Texts the marking screens share: how a suggested mark says how sure it is, and what is said of a mark a teacher
// typed (the same in the marks review, the answer groups and regrade answers).

/** Shown beside a suggested mark unsure enough that the teacher should look at the answer first. */
export const NEEDS_REVIEW_TEXT = 'Needs your eye';

/** "70% sure": how sure a suggested mark is (0 to 1). */
export const sureText = (confidence: number) => `${Math.round(confidence * 100)}% sure`;

/** A marks field left empty or not a number. */
export const ENTER_MARKS_TEXT = 'Enter a number of marks';

/** 'Marks cannot exceed 3' */
export const tooManyMarks = (total: number) => `Marks cannot exceed ${total}`;
