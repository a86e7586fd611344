import type { FileKind } from '@softkino/contract/forms';
import type { Queryable } from '../db/types';

/** A checked upload on its way into submission_files (migration 013). */
export interface NewSubmissionFile {
  name: string;
  kind: FileKind;
  contentType: string;
  bytes: Uint8Array;
}

export async function insertSubmissionFile(q: Queryable, file: NewSubmissionFile): Promise<number> {
  const row = await q
    .insertInto('submission_files')
    .values({
      name: file.name,
      kind: file.kind,
      content_type: file.contentType,
      size: file.bytes.length,
      bytes: file.bytes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** The file an outbox message carries, or undefined. */
export async function outboxAttachment(
  q: Queryable,
  outboxId: number,
): Promise<StoredFile | undefined> {
  const row = await q
    .selectFrom('outbox')
    .innerJoin('submission_files as f', 'f.id', 'outbox.attachment_file_id')
    .select(['f.name', 'f.content_type', 'f.bytes'])
    .where('outbox.id', '=', outboxId)
    .executeTakeFirst();
  if (!row) return undefined;
  // pg answers a Buffer, PGlite a Uint8Array: one type for the callers.
  return { name: row.name, contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}

export interface NewBugReport {
  contacts: string;
  bug: string;
  fileId: number | null;
  userId: number | null;
  page: string | null;
}

export async function insertBugReport(q: Queryable, report: NewBugReport): Promise<number> {
  const row = await q
    .insertInto('bug_reports')
    .values({
      contacts: report.contacts,
      bug: report.bug,
      file_id: report.fileId,
      user_id: report.userId,
      page: report.page,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewVacancyApplication {
  /** '' when not given (decision 448). */
  name: string;
  /** yyyy-mm-dd, or null when not given (decision 448). */
  birthday: string | null;
  contacts: string;
  vacancy: string;
  fileId: number | null;
  userId: number | null;
}

export async function insertVacancyApplication(
  q: Queryable,
  application: NewVacancyApplication,
): Promise<number> {
  const row = await q
    .insertInto('vacancy_applications')
    .values({
      name: application.name,
      birthday: application.birthday,
      contacts: application.contacts,
      vacancy: application.vacancy,
      accept_rules: true,
      file_id: application.fileId,
      user_id: application.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
