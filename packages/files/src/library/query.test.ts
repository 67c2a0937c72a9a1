import { describe, expect, it } from 'vitest';
import { activeChips, clearAll, countLine, INITIAL_QUERY, isFiltered, libraryRequest, withFilters, withMode, withoutChip, withPage, withSearch } from './query.ts';

describe('the library query', () => {
  it('asks for page 1, 20 a page, newest first by default (spec 02 §9)', () => {
    expect(libraryRequest(INITIAL_QUERY)).toEqual({
      path: '/files/my-files',
      query: { search: undefined, page: 1, limit: 20, sort_by: 'uploaded_at', sort_order: 'desc', entity_type: undefined, file_type: undefined },
    });
  });

  it('sends the AI Generated filters to /files/generated-assessments, and only there', () => {
    const generated = withFilters(withMode(INITIAL_QUERY, 'generated'), { subject: ' Biology ', difficultyLevel: 'hard', assessmentType: 'weak_areas_focused', entityType: 'resource' });
    expect(libraryRequest(generated)).toEqual({
      path: '/files/generated-assessments',
      query: { search: undefined, page: 1, limit: 20, sort_by: 'uploaded_at', sort_order: 'desc', assessment_type: 'weak_areas_focused', subject: 'Biology', difficulty_level: 'hard' },
    });
  });

  it('goes back to page 1 on a filter, sort or search change, and resets the filters on a mode switch', () => {
    const onPage3 = withPage(withFilters(INITIAL_QUERY, { fileType: 'mark_scheme', pageSize: 50 }), 3);
    expect(onPage3.page).toBe(3);
    expect(withFilters(onPage3, { sortBy: 'file_name' }).page).toBe(1);
    expect(withSearch(onPage3, 'notes').page).toBe(1);
    const switched = withMode(onPage3, 'generated');
    expect(switched).toMatchObject({ mode: 'generated', page: 1, filters: { fileType: '', sortBy: 'uploaded_at', pageSize: 50 } });
    expect(withMode(switched, 'generated')).toBe(switched);
  });

  it('shows a chip for each active filter; each removes its own, Clear all removes them all', () => {
    const query = withSearch(withFilters(INITIAL_QUERY, { entityType: 'student_assessment', fileType: 'generated_mark_scheme' }), 'photosynthesis');
    expect(activeChips(query).map((chip) => chip.label)).toEqual(['Entity: Student Assessment', 'Type: AI Mark Scheme', 'Search: photosynthesis']);
    expect(activeChips(withoutChip(query, 'fileType')).map((chip) => chip.key)).toEqual(['entityType', 'search']);
    expect(withoutChip(query, 'search').search).toBe('');
    const cleared = clearAll(query);
    expect(activeChips(cleared)).toEqual([]);
    expect(isFiltered(cleared)).toBe(false);
    expect(isFiltered(query)).toBe(true);
  });

  it('reads the count line verbatim', () => {
    expect(countLine(3, 'all')).toBe('3 file(s) found');
    expect(countLine(1, 'generated')).toBe('1 AI-generated assessment file(s) found');
  });
});
