// The mark-scheme read-out of an assessment: what the built-in reader read of its mark scheme (read ahead when the
// assessment is created from files, else when first asked for), the version its teacher confirms for marking, and a
// model provider's proposal. Who may see and change it: the assessment's creator, as for Edit Details.
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { assessmentActionRefusal, totalMarksFixedText } from '@assess/core/rules';
import { markSchemeReadingSchema, confirmMarkSchemeReadingRequestSchema, type MarkSchemeReading as ServedReading } from '@assess/core/schemas';
import { ApiError, isUuid } from '../shared/errors.js';
import { saveConfirmedReading, saveReaderReading, storedReading, type StoredReading } from '../shared/mark-scheme-readings.js';
import { filesOfEntity, toFileRecord } from '../files/index.js';
import { pagePngOffLoop, readMarkSchemeOffLoop } from '../cpu/index.js';
import { signedToken, verifySignedToken } from '../storage/index.js';
import { correctedReading, currentReaderReading, proposeReading, type MarkSchemeReading } from '../grading/index.js';
import { routeDeclarer } from '../shared/route.js';
import { userIdOf, type ProductContext, type WorkerContext } from '../context.js';
import { findVisibleAssessment, setTotalMarks } from './repository.js';
import { ASSESSMENT_NOT_FOUND, MARK_SCHEME_TYPES, QUESTION_PAPER_TYPES } from './routes.js';

export const NO_PROVIDER = 'No AI provider is configured';
export const NO_MARK_SCHEME = 'This assessment has no mark scheme to read';
export const SCHEME_UNREADABLE = 'The mark scheme could not be read. Attach it again as a PDF with its text, or as a clear scan.';
export const SCHEME_CHANGED = 'The mark scheme was replaced while you were checking it: check the reading of the new one and confirm again.';
export const PROVIDER_FAILED = 'The AI provider could not read this mark scheme. Please try again, or correct the reading shown.';
export const PAGE_NOT_FOUND = 'The mark scheme has no such page';
export const PAGE_LINK_EXPIRED = 'This link to a page of the mark scheme has expired: open the read-out again.';

/** What a page image's link signs (as storage links sign a bucket and path): the assessment, its scheme file and page. */
const PAGE_IMAGES = 'mark-scheme-pages';
const pageKey = (assessmentId: string, fileId: string, page: number) => `${assessmentId}/${fileId}/${page}`;

/** Pages drawn lately (a teacher pages back and forth through a scheme); a scheme file's pages never change. */
const drawnPages = new LRUCache<string, Uint8Array>({ max: 64 });

type FileRow = Awaited<ReturnType<typeof filesOfEntity>>[number];

/** The assessment's current file of one of the types (the newest when there are several), or undefined. */
async function currentFile(product: WorkerContext, assessmentId: string, types: readonly string[]): Promise<FileRow | undefined> {
  return (await filesOfEntity(product.db, 'assessment', assessmentId)).find((file) => file.is_current_version && types.includes(file.file_type));
}

/** The assessment's current mark scheme file, or undefined. */
const markSchemeFile = (product: WorkerContext, assessmentId: string) => currentFile(product, assessmentId, MARK_SCHEME_TYPES);

const bytesOf = async (product: WorkerContext, file: FileRow) => readAll(await product.storage.get(file.bucket_id, file.storage_path));

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** Readings under way, so that the read ahead and a teacher's first look read a scheme once. */
const reading = new Map<string, Promise<StoredReading>>();

/**
 * The stored reading of the assessment's scheme file, read first when it has not been (or another file was): in the
 * teacher's turn of the interactive lane when `user` waits for it, else in the batch lane.
 */
function currentReading(product: WorkerContext, assessmentId: string, file: FileRow, user?: string): Promise<StoredReading> {
  const key = `${assessmentId}:${file.id}`;
  const running = reading.get(key);
  if (running) return running;
  const task = (async () => {
    const stored = await storedReading(product.db, assessmentId);
    if (stored?.file_id === file.id) return stored;
    const bytes = await bytesOf(product, file);
    const paper = await currentFile(product, assessmentId, QUESTION_PAPER_TYPES);
    let read: MarkSchemeReading;
    try {
      read = await readMarkSchemeOffLoop(product.grader, bytes, paper && (await bytesOf(product, paper)), user);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      product.log.warn({ err: error, assessmentId }, 'mark scheme not read');
      throw new ApiError(422, SCHEME_UNREADABLE);
    }
    await saveReaderReading(product.db, assessmentId, file.id, read);
    return (await storedReading(product.db, assessmentId))!;
  })();
  reading.set(key, task);
  void task.then(
    () => reading.delete(key),
    () => reading.delete(key),
  );
  return task;
}

/**
 * Reads an assessment's mark scheme ahead, off the request path, so that its read-out is ready when the teacher opens
 * it; a failure is only logged (the read-out reads it again when asked).
 */
export function readMarkSchemeAhead(product: WorkerContext, assessmentId: string): void {
  void (async () => {
    const file = await markSchemeFile(product, assessmentId);
    if (file) await currentReading(product, assessmentId, file);
  })().catch((error: unknown) => product.log.warn({ err: error, assessmentId }, 'mark scheme not read ahead'));
}

interface ServedExtras {
  assessmentId: string;
  status: ServedReading['status'];
  /** The signed link of a page's image, or null when it cannot be drawn. */
  pageImage: (page: number) => string | null;
  markSchemeUrl: string | null;
  providerAvailable: boolean;
  confirmedAt: string | null;
  confirmedBy: string | null;
}

/** A reading in the shape the read-out is served in (core's MarkSchemeReading). */
function served(read: MarkSchemeReading | null, extras: ServedExtras): ServedReading {
  return {
    assessment_id: extras.assessmentId,
    status: extras.status,
    source: read?.source ?? 'reader',
    questions: (read?.questions ?? []).map((question) => ({
      label: question.label,
      text: question.text,
      marks: question.marks,
      stated_marks: question.statedMarks,
      page: question.page,
      points: question.points.map((point) => ({ text: point.text, marks: point.marks, alternatives: point.alternatives })),
    })),
    total_marks: read?.totalMarks ?? 0,
    stated_total: read?.statedTotal ?? null,
    warnings: read?.warnings ?? [],
    pages: (read?.pages ?? []).map((page) => ({ number: page.number, text: page.text, image_url: extras.pageImage(page.number) })),
    mark_scheme_url: extras.markSchemeUrl,
    provider_available: extras.providerAvailable,
    confirmed_at: extras.confirmedAt,
    confirmed_by: extras.confirmedBy,
  };
}

/** GET, PUT and POST .../propose of /api/assessments/{id}/mark-scheme-reading. */
export function registerMarkSchemeReadingRoutes(app: FastifyInstance, product: ProductContext): void {
  const route = routeDeclarer(app, (request) => userIdOf(product, request));
  const providerAvailable = product.grader.chat !== null;

  /** The assessment, when the user may see and change its read-out (404 unseen, 403 seen but not theirs), and its scheme. */
  const assessmentToRead = async (userId: string, id: string) => {
    const row = isUuid(id) ? await findVisibleAssessment(product.db, userId, id) : undefined;
    if (!row) throw new ApiError(404, ASSESSMENT_NOT_FOUND);
    const refusal = assessmentActionRefusal('edit', userId, row);
    if (refusal) throw new ApiError(403, refusal);
    const file = await markSchemeFile(product, row.id);
    const extras = (status: ServedReading['status'], stored?: StoredReading): ServedExtras => ({
      assessmentId: row.id,
      status,
      // An <img> sends no bearer token: the link carries a signature of the page, as a file's download link does.
      pageImage: (page) =>
        file ? `${product.publicUrl}/api/assessments/${row.id}/mark-scheme-reading/pages/${page}.png?token=${signedToken(product.secret, PAGE_IMAGES, pageKey(row.id, file.id, page))}` : null,
      markSchemeUrl: file ? toFileRecord(product, file).download_url : null,
      providerAvailable,
      confirmedAt: status === 'confirmed' ? (stored?.confirmed_at ?? null) : null,
      confirmedBy: status === 'confirmed' ? (stored?.confirmed_by ?? null) : null,
    });
    return { row, file, extras };
  };

  const current = (stored: StoredReading, extras: (status: ServedReading['status'], stored?: StoredReading) => ServedExtras) =>
    stored.confirmed ? served(stored.confirmed, extras('confirmed', stored)) : served(currentReaderReading(stored.reading), extras('read'));

  route({ method: 'GET', url: '/api/assessments/:id/mark-scheme-reading', tag: 'Assessments', summary: "What the grader read of the assessment's mark scheme (questions, marks, points, pages, warnings), or the version its creator confirmed", response: markSchemeReadingSchema, errors: [403, 404, 422] }, async (input) => {
    const { userId } = input;
    const { row, file, extras } = await assessmentToRead(userId, input.params.id);
    if (!file) return served(null, extras('none'));
    return current(await currentReading(product, row.id, file, userId), extras);
  });

  route({ method: 'PUT', url: '/api/assessments/:id/mark-scheme-reading', tag: 'Assessments', summary: "Confirm the corrected reading: submissions are then marked against it, and the assessment's total follows it", body: confirmMarkSchemeReadingRequestSchema, response: markSchemeReadingSchema, errors: [400, 403, 404, 409] }, async (input, request) => {
    const { userId } = input;
    const { row, file, extras } = await assessmentToRead(userId, input.params.id);
    // The declared body documents the reading; a reading that does not parse is refused 400 with its first problem.
    const parsed = confirmMarkSchemeReadingRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'The reading could not be confirmed');
    if (!file) throw new ApiError(409, NO_MARK_SCHEME);
    const before = await currentReading(product, row.id, file, userId);
    const confirmed = correctedReading(currentReaderReading(before.reading), parsed.data.questions);
    // As in Edit Details, the total cannot change once submissions are marked out of it; points and alternatives can.
    const total = row.total_marks === null ? (before.confirmed ?? currentReaderReading(before.reading)).totalMarks : Number(row.total_marks);
    if (row.has_marked_submissions && Math.abs(confirmed.totalMarks - total) >= 0.005) throw new ApiError(409, totalMarksFixedText(total));
    const saved = await product.db.transaction(async (tx) => {
      if (!(await saveConfirmedReading(tx, row.id, file.id, confirmed, userId))) return false;
      // The assessment's total marks follow the confirmed reading: it is what its submissions are marked out of. A new
      // version, so that Edit Details opened before cannot save the old total over it.
      await setTotalMarks(tx, row.id, confirmed.totalMarks);
      return true;
    });
    if (!saved) throw new ApiError(409, SCHEME_CHANGED);
    return current((await storedReading(product.db, row.id))!, extras);
  });

  // A page of the scheme as an image: by its signed link (an <img>), or with the creator's bearer token.
  const pageImage = {
    tag: 'Assessments',
    summary:
      "A page of the assessment's mark scheme as an image ({page} is its number and .png, as 1.png): by the signed link the reading gives (image_url), or with the creator's bearer token",
    auth: 'bearer-or-query',
    file: 'image/png',
    errors: [403, 404],
  } as const;
  route({ method: 'GET', url: '/api/assessments/:id/mark-scheme-reading/pages/:page', ...pageImage }, async (input, request, reply) => {
    const number = /^(\d{1,4})\.png$/.exec(input.params.page)?.[1];
    if (!number || !isUuid(input.params.id)) throw new ApiError(404, PAGE_NOT_FOUND);
    const page = Number(number);
    const { token: queryToken } = request.query as { token?: unknown };
    const token = typeof queryToken === 'string' ? queryToken : undefined;
    let file: FileRow | undefined;
    let user: string;
    if (token) {
      file = await markSchemeFile(product, input.params.id);
      if (!file || !verifySignedToken(product.secret, PAGE_IMAGES, pageKey(input.params.id, file.id, page), token)) throw new ApiError(403, PAGE_LINK_EXPIRED);
      user = file.uploaded_by;
    } else {
      user = await userIdOf(product, request);
      ({ file } = await assessmentToRead(user, input.params.id));
    }
    if (!file) throw new ApiError(404, PAGE_NOT_FOUND);
    const key = `${file.id}:${page}`;
    let png = drawnPages.get(key);
    if (!png) {
      const drawn = await pagePngOffLoop(user, await bytesOf(product, file), page);
      if (!drawn) throw new ApiError(404, PAGE_NOT_FOUND);
      drawnPages.set(key, (png = drawn));
    }
    return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=3600').send(Buffer.from(png));
  });

  route({ method: 'POST', url: '/api/assessments/:id/mark-scheme-reading/propose', tag: 'Assessments', summary: 'A reading proposed by the configured model provider, for the creator to confirm (not stored)', response: markSchemeReadingSchema, errors: [403, 404, 409, 502] }, async (input, request) => {
    const { userId } = input;
    const { row, file, extras } = await assessmentToRead(userId, input.params.id);
    if (!providerAvailable) throw new ApiError(409, NO_PROVIDER);
    if (!file) throw new ApiError(409, NO_MARK_SCHEME);
    const stored = await currentReading(product, row.id, file, userId);
    let proposal: MarkSchemeReading | null;
    try {
      proposal = await proposeReading(product.grader, currentReaderReading(stored.reading));
    } catch (error) {
      request.log.warn({ err: error }, 'mark scheme proposal failed');
      throw new ApiError(502, PROVIDER_FAILED);
    }
    if (!proposal) throw new ApiError(409, NO_PROVIDER);
    return served(proposal, extras('read'));
  });
}
