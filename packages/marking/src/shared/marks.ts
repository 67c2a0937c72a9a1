// Reading a mark a teacher typed, the same in the marks review, the answer groups and regrade answers.

export const ENTER_MARKS_TEXT = 'Enter a number of marks';

/** 'Marks cannot exceed 3' */
export const tooManyMarks = (total: number) => `Marks cannot exceed ${total}`;
