-- How sure a suggested mark is (0 to 1), and whether it needs the teacher's eye before it is accepted: the
-- marks review shows those answers first.
ALTER TABLE mark_suggestions ADD COLUMN confidence numeric CHECK (confidence >= 0 AND confidence <= 1);
ALTER TABLE mark_suggestions ADD COLUMN needs_review boolean NOT NULL DEFAULT false;
