// What a launcher page hands its script: JSON in a <script type="application/json"> block, which nothing runs.

/** What the assessment screen of a launch reads. */
export interface ScreenData {
  assessmentId: string;
  userId: string;
  role: 'teacher' | 'student';
  accessToken: string;
  refreshToken: string;
  anonKey: string;
  siteUrl: string;
  classId?: string;
  /**
   * For a platform user with a course account of their own: the link window's address (its token in the fragment),
   * where they may link their own Assess account instead. The screen hands the link over to that window.
   */
  accountLinkUrl?: string;
}

/** What the assessment picker of deep linking reads. */
export interface PickerData {
  accessToken: string;
  siteUrl: string;
  /** The course's class, offered first by the Create wizard. */
  courseClass?: { id: string; name: string };
}

/** The data block of this id, as its page wrote it. */
export function readPageData<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}
