import {
  FILE_CONTENT_TYPES,
  FORM_MESSAGES,
  REPORT_FILE_KINDS,
  VACANCY_FILE_KINDS,
  fileProblem,
  sniffFile,
  type BugReportFields,
  type FileKind,
  type VacancyFields,
} from '@softkino/contract/forms';
import { BRAND } from '@softkino/contract/brand';
import { ApiError } from '../errors';
import type { Queryable } from '../db/types';
import {
  insertBugReport,
  insertSubmissionFile,
  insertVacancyApplication,
} from '../repositories/submissions';
import { escapeHtml } from '../sandbox/html';
import { recordEvent, waitSeconds } from './rateLimit';
import type { ServiceContext } from './context';
import type { Viewer } from './viewer';

/**
 * Bug reports and vacancy applications (docs/decisions/285, 286): checked by their routes'
 * schemas, then stored with their file and mailed to the chain's inbox in one transaction, so
 * a submission is either stored and mailed or not there at all.
 */

/** Submissions per client address per 10 minutes (both forms together). */
export const SUBMISSION_LIMIT = { max: 10, windowSeconds: 600 } as const;
const BUCKET = 'submission:address';

/** A checked upload: its bytes and what they are. */
export interface CheckedFile {
  bytes: Buffer;
  kind: FileKind;
}

/**
 * The form's file field as its route schema reads it: '' or nothing is no file, a Buffer is
 * checked by its bytes; returns the refusal's text or the checked file.
 */
export function checkUpload(
  bytes: Buffer,
  form: 'report' | 'vacancy',
): { file: CheckedFile } | { problem: string } {
  const kinds = form === 'report' ? REPORT_FILE_KINDS : VACANCY_FILE_KINDS;
  const problem = fileProblem(bytes, kinds);
  const kind = sniffFile(bytes);
  if (problem === null && kind !== null) return { file: { bytes, kind } };
  if (problem === 'size')
    return {
      problem: form === 'report' ? FORM_MESSAGES.attachmentSize : FORM_MESSAGES.fileSize,
    };
  return { problem: form === 'report' ? FORM_MESSAGES.attachmentType : FORM_MESSAGES.fileType };
}

async function throttle(ctx: ServiceContext, address: string): Promise<void> {
  const wait = await waitSeconds(ctx.db, BUCKET, address, SUBMISSION_LIMIT, ctx.dbNow());
  if (wait > 0) throw new ApiError(429, FORM_MESSAGES.tooMany);
}

async function storeFile(q: Queryable, file: CheckedFile | null, name: string) {
  if (!file) return null;
  return insertSubmissionFile(q, {
    name: `${name}.${file.kind}`,
    kind: file.kind,
    contentType: FILE_CONTENT_TYPES[file.kind],
    bytes: file.bytes,
  });
}

function userIdOf(viewer: Viewer): number | null {
  return viewer.kind === 'user' ? viewer.userId : null;
}

/** A plain letter: its lines as text and as HTML paragraphs. */
function letter(lines: Array<[label: string, value: string]>, body?: string) {
  const text = [...lines.map(([l, v]) => `${l}: ${v}`), ...(body ? ['', body] : [])].join('\n');
  const html = [
    ...lines.map(([l, v]) => `<p><b>${escapeHtml(l)}:</b> ${escapeHtml(v)}</p>`),
    ...(body ? [`<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`] : []),
  ].join('');
  return { text, html };
}

export interface BugReportForm extends BugReportFields {
  atachment: CheckedFile | null;
  page: string | null;
}

/** POST v1 bug_report/: stores the report and mails it to the chain's site team. */
export async function sendBugReport(
  ctx: ServiceContext,
  viewer: Viewer,
  form: BugReportForm,
  address: string,
): Promise<{ id: number }> {
  await throttle(ctx, address);
  return ctx.db.transaction().execute(async (trx) => {
    const fileId = await storeFile(trx, form.atachment, 'screenshot');
    const id = await insertBugReport(trx, {
      contacts: form.contacts,
      bug: form.bug,
      fileId,
      userId: userIdOf(viewer),
      page: form.page,
    });
    const { text, html } = letter(
      [
        ['Контакты', form.contacts || 'не указаны'],
        ['Страница', form.page ?? 'не указана'],
        ['Вложение', form.atachment ? `снимок (${form.atachment.kind})` : 'нет'],
      ],
      form.bug,
    );
    await ctx.mail.send(trx, {
      to: BRAND.inboxes.reports,
      subject: `Сообщение об ошибке № ${id}`,
      text,
      html,
      attachmentFileId: fileId,
    });
    await recordEvent(trx, BUCKET, address, ctx.dbNow());
    return { id };
  });
}

export interface VacancyForm extends VacancyFields {
  file: CheckedFile | null;
}

/** 'dd.mm.yyyy' → 'yyyy-mm-dd' (already checked by the schema). */
function isoDate(ddmmyyyy: string): string {
  const [dd, mm, yyyy] = ddmmyyyy.split('.');
  return `${yyyy}-${mm}-${dd}`;
}

/** POST v1 vacancy/: stores the application and mails it to the chain's HR inbox. */
export async function sendVacancy(
  ctx: ServiceContext,
  viewer: Viewer,
  form: VacancyForm,
  address: string,
): Promise<{ id: number }> {
  await throttle(ctx, address);
  return ctx.db.transaction().execute(async (trx) => {
    // The résumé is named after its applicant, so HR's downloads do not all say 'file.pdf';
    // the name is optional (decision 448).
    const safeName = form.name.replace(/[^A-Za-zА-ЯЁа-яё-]+/g, '-');
    const fileId = await storeFile(trx, form.file, safeName ? `Резюме-${safeName}` : 'Резюме');
    const id = await insertVacancyApplication(trx, {
      name: form.name,
      birthday: form.birthday ? isoDate(form.birthday) : null,
      contacts: form.contacts,
      vacancy: form.vacancy,
      fileId,
      userId: userIdOf(viewer),
    });
    const { text, html } = letter([
      ['Вакансия', form.vacancy],
      ['Имя', form.name || 'не указано'],
      ['Дата рождения', form.birthday || 'не указана'],
      ['Контакты', form.contacts],
      ['Согласие на обработку персональных данных', 'дано'],
      ['Резюме', form.file ? `приложено (${form.file.kind})` : 'не приложено'],
    ]);
    await ctx.mail.send(trx, {
      to: BRAND.inboxes.jobs,
      subject: `Отклик на вакансию «${form.vacancy}» № ${id}`,
      text,
      html,
      attachmentFileId: fileId,
    });
    await recordEvent(trx, BUCKET, address, ctx.dbNow());
    return { id };
  });
}
