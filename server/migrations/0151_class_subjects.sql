-- A class's subject is one of the subjects; removing the subject leaves the class without one.
ALTER TABLE classes
  ADD CONSTRAINT classes_subject_fk FOREIGN KEY (subject_id) REFERENCES subjects (id) ON DELETE SET NULL;
