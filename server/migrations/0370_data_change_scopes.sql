-- A write announces whose views it can change, so that a server answering a repeated read from memory
-- (src/http/etag.ts) reads again only the answers of the people the write concerns. Each statement announces, on
-- the channel data_changes, the scopes of the readers of the rows it changed, space-separated:
--   u:<user id>    what that user reads of their own and of the students whose records they keep;
--   c:<class id>   what every student with a record in the class reads (the assessments set for it, the class);
--   s:<school id>  what every member of the school reads;
--   g              everything (a table read too widely to name, a truncation, a row whose owner is gone).
-- A caller's answer depends on their own user scope, the classes they have a record in, their schools, and on g;
-- administrators' answers depend on g alone. A notice of identical scopes is sent once a transaction.
-- Every table of the public schema has a rule in data_change_scopes; one without (NULL) announces g.

-- A text that may name a row (files.entity_id): the uuid it spells, else NULL rather than a failed write.
CREATE FUNCTION public.data_change_uuid(value text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN value::uuid END
$$;

-- The readers of a student's work: the student and the teachers who keep a record linked to them.
CREATE FUNCTION public.data_change_student_scopes(student uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN student IS NULL THEN ARRAY[]::text[] ELSE
    ARRAY['u:' || student] || ARRAY(SELECT DISTINCT 'u:' || s.teacher_id FROM public.students s WHERE s.user_id = student AND s.teacher_id IS NOT NULL)
  END
$$;

-- The readers of a class: its students (c:), its teacher, and the teachers who keep records of its students.
CREATE FUNCTION public.data_change_class_scopes(class uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN class IS NULL THEN ARRAY[]::text[] ELSE
    ARRAY['c:' || class]
    || ARRAY(SELECT 'u:' || c.teacher_id FROM public.classes c WHERE c.id = class AND c.teacher_id IS NOT NULL)
    || ARRAY(SELECT DISTINCT 'u:' || s.teacher_id FROM public.students s WHERE s.class_id = class AND s.teacher_id IS NOT NULL)
  END
$$;

-- The readers of an assessment: its creator (and their teachers), the classes it is set for, and every student who
-- has worked on it (and their teachers).
CREATE FUNCTION public.data_change_assessment_scopes(assessment uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN assessment IS NULL THEN ARRAY[]::text[] ELSE
    ARRAY(SELECT unnest(public.data_change_student_scopes(a.creator_id)) FROM public.assessments a WHERE a.id = assessment)
    || ARRAY(SELECT unnest(public.data_change_class_scopes(set_for.class_id)) FROM (
         SELECT a.class_id FROM public.assessments a WHERE a.id = assessment
         UNION SELECT ca.class_id FROM public.class_assessments ca WHERE ca.assessment_id = assessment) set_for)
    || ARRAY(SELECT unnest(public.data_change_student_scopes(worked.student_id)) FROM (
         SELECT DISTINCT sa.student_id FROM public.student_assessments sa WHERE sa.assessment_id = assessment) worked)
  END
$$;

-- The readers of a student's work on an assessment: the student's readers and the assessment creator's.
CREATE FUNCTION public.data_change_work_scopes(student uuid, assessment uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT public.data_change_student_scopes(student)
    || coalesce((SELECT public.data_change_student_scopes(a.creator_id) FROM public.assessments a WHERE a.id = assessment), ARRAY[]::text[])
$$;

-- The readers of a submission by its id; g when it is gone (a row removed with it), whose readers are unknown.
CREATE FUNCTION public.data_change_submission_scopes(submission uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN submission IS NULL THEN ARRAY[]::text[] ELSE
    coalesce((SELECT public.data_change_work_scopes(sa.student_id, sa.assessment_id) FROM public.student_assessments sa WHERE sa.id = submission), ARRAY['g'])
  END
$$;

-- The rule of every table: the scopes a row (as jsonb, before or after the write) concerns. ARRAY['g'] for a table
-- read too widely to name; an empty list for a table no remembered answer reads (the upload protocol's own records,
-- the sign-in handshakes of LTI, the outbox of mail); NULL for a table with no rule, which announces g.
CREATE FUNCTION public.data_change_scopes(source text, r jsonb) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN CASE
    WHEN source = 'student_assessments' THEN
      public.data_change_work_scopes((r->>'student_id')::uuid, (r->>'assessment_id')::uuid)
    WHEN source IN ('question_results', 'mark_overrides', 'mark_review_events', 'mark_suggestions', 'regrade_requests', 'lti_grade_passbacks') THEN
      public.data_change_submission_scopes((r->>'student_assessment_id')::uuid)
    WHEN source = 'jobs' THEN
      public.data_change_student_scopes((r->>'user_id')::uuid) || public.data_change_submission_scopes((r->>'student_assessment_id')::uuid)
    WHEN source = 'files' THEN
      public.data_change_student_scopes((r->>'uploaded_by')::uuid)
      || CASE r->>'entity_type'
           WHEN 'assessment' THEN public.data_change_assessment_scopes(public.data_change_uuid(r->>'entity_id'))
           WHEN 'student_assessment' THEN public.data_change_submission_scopes(public.data_change_uuid(r->>'entity_id'))
           ELSE ARRAY[]::text[]
         END
    WHEN source = 'assessments' THEN
      public.data_change_student_scopes((r->>'creator_id')::uuid) || public.data_change_class_scopes((r->>'class_id')::uuid)
      || public.data_change_assessment_scopes((r->>'id')::uuid)
    WHEN source = 'class_assessments' THEN
      public.data_change_class_scopes((r->>'class_id')::uuid) || public.data_change_assessment_scopes((r->>'assessment_id')::uuid)
      || ARRAY['u:' || (r->>'assigned_by')]
    WHEN source = 'mark_scheme_readings' THEN
      public.data_change_assessment_scopes((r->>'assessment_id')::uuid) || ARRAY['u:' || (r->>'confirmed_by')]
    WHEN source = 'lti_resource_links' THEN
      public.data_change_assessment_scopes((r->>'assessment_id')::uuid)
    WHEN source = 'classes' THEN
      public.data_change_class_scopes((r->>'id')::uuid) || ARRAY['c:' || (r->>'id'), 'u:' || (r->>'teacher_id'), 's:' || (r->>'school_id')]
    WHEN source = 'lti_contexts' THEN
      public.data_change_class_scopes((r->>'class_id')::uuid)
    WHEN source = 'students' THEN
      public.data_change_student_scopes((r->>'user_id')::uuid) || public.data_change_class_scopes((r->>'class_id')::uuid)
      || ARRAY['u:' || (r->>'teacher_id')]
    WHEN source = 'users' THEN
      -- Seen by the teachers who keep the user's records, and (as a teacher's name) by the students they keep.
      public.data_change_student_scopes((r->>'id')::uuid) || ARRAY['s:' || (r->>'school_id')]
      || ARRAY(SELECT DISTINCT 'u:' || s.user_id FROM public.students s WHERE s.teacher_id = (r->>'id')::uuid AND s.user_id IS NOT NULL)
    WHEN source = 'user_roles' THEN
      public.data_change_student_scopes((r->>'user_id')::uuid) || ARRAY['u:' || (r->>'granted_by')]
    WHEN source = 'school_members' THEN
      ARRAY['u:' || (r->>'user_id'), 's:' || (r->>'school_id')]
    WHEN source = 'schools' THEN
      ARRAY['s:' || (r->>'id')]
    WHEN source IN ('lti_users', 'lti_link_launches', 'lti_account_links', 'usage_counters') THEN
      public.data_change_student_scopes((r->>'user_id')::uuid)
    WHEN source = 'open_uploads' THEN
      ARRAY['u:' || (r->>'owner_id')]
    WHEN source IN ('resumable_uploads', 'resumable_upload_chunks', 'lti_logins', 'mail_outbox') THEN
      ARRAY[]::text[]
    -- Subjects are read by name and school in many answers; the rest is the set-up of the whole installation.
    WHEN source IN ('subjects', 'app_state', 'schema_migrations', 'lti_platforms', 'lti_deployments', 'lti_registration_links') THEN
      ARRAY['g']
    ELSE NULL
  END;
END;
$$;

-- The columns of a row its rule reads (the id only where a rule reads it): rows alike in them concern the same
-- readers, so a statement changing many rows looks up the readers of each distinct key once.
CREATE FUNCTION public.data_change_key(source text, r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(column_value.key, column_value.value), '{}'::jsonb)
  FROM jsonb_each(r) column_value
  WHERE column_value.key IN ('student_id', 'assessment_id', 'student_assessment_id', 'user_id', 'uploaded_by', 'entity_type',
      'entity_id', 'creator_id', 'class_id', 'assigned_by', 'confirmed_by', 'teacher_id', 'school_id', 'granted_by', 'owner_id')
    OR (column_value.key = 'id' AND source IN ('assessments', 'classes', 'users', 'schools'))
$$;

-- Announces, once a statement, the distinct scopes of the rows it inserted, changed (before and after) or deleted.
-- A statement changing rows of many kinds at once (an import, a school's seeding; a screen's write changes a few)
-- announces g rather than look up the readers of each: past 2,000 rows, or 200 distinct keys. A notice longer than
-- PostgreSQL takes (8000 bytes) names too many readers to be worth it: g too.
CREATE FUNCTION public.announce_data_change_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[] := ARRAY[]::text[];
  keys jsonb[];
  part text[];
  payload text;
  changed text;
  row_count bigint;
BEGIN
  FOREACH changed IN ARRAY CASE TG_OP WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['old_rows', 'new_rows'] END
  LOOP
    EXECUTE format('SELECT count(*) FROM %I', changed) INTO row_count;
    IF row_count > 2000 THEN
      scopes := ARRAY['g'];
      EXIT;
    END IF;
    EXECUTE format('SELECT array_agg(DISTINCT public.data_change_key(%L, to_jsonb(r))) FROM %I r', TG_TABLE_NAME, changed) INTO keys;
    IF cardinality(keys) > 200 THEN
      scopes := ARRAY['g'];
      EXIT;
    END IF;
    SELECT array_agg(DISTINCT scope) INTO part
    FROM unnest(coalesce(keys, ARRAY[]::jsonb[])) k, unnest(coalesce(public.data_change_scopes(TG_TABLE_NAME, k), ARRAY['g'])) scope;
    scopes := scopes || coalesce(part, ARRAY[]::text[]);
  END LOOP;
  IF 'g' = ANY(scopes) THEN
    payload := 'g';
  ELSE
    SELECT string_agg(DISTINCT scope, ' ' ORDER BY scope) INTO payload FROM unnest(scopes) scope WHERE scope IS NOT NULL;
  END IF;
  IF payload IS NULL THEN
    RETURN NULL;
  END IF;
  IF length(payload) > 7000 THEN
    payload := 'g';
  END IF;
  PERFORM pg_notify('data_changes', payload);
  RETURN NULL;
END;
$$;

-- A truncation names no rows: everything.
CREATE OR REPLACE FUNCTION public.announce_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', 'g');
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  announced record;
BEGIN
  FOR announced IN
    SELECT t.tgrelid::regclass AS name FROM pg_trigger t WHERE t.tgname = 'announce_data_change'
  LOOP
    EXECUTE format('DROP TRIGGER announce_data_change ON %s', announced.name);
  END LOOP;
END;
$$;

-- Gives every table of the public schema that lacks them the announcements of its statements and truncations; the migration
-- runner calls it after each set of migrations, so tables made later announce their changes too (and, without a
-- rule in data_change_scopes, announce g).
CREATE OR REPLACE FUNCTION public.announce_changes_of_every_table() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  missing record;
BEGIN
  FOR missing IN
    SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'announce_data_change_inserts')
  LOOP
    -- A trigger with transition tables fires on one kind of statement only.
    EXECUTE format('CREATE TRIGGER announce_data_change_inserts AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_data_change_of_rows()', missing.name);
    EXECUTE format('CREATE TRIGGER announce_data_change_updates AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_data_change_of_rows()', missing.name);
    EXECUTE format('CREATE TRIGGER announce_data_change_deletes AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_data_change_of_rows()', missing.name);
    EXECUTE format('CREATE TRIGGER announce_data_change AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION public.announce_data_change()', missing.name);
  END LOOP;
END;
$$;
