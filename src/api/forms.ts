/**
 * POST v1 bug_report/ and v1 vacancy/ (spec section 7: multipart; docs/decisions/285). The
 * field names are the spec's, `atachment` included.
 */
import { SubmissionResponseSchema } from '@softkino/contract/forms';
import { apiUrl, postMultipart } from './http';

export interface BugReportSend {
  contacts: string;
  bug: string;
  atachment: File | null;
  /** The page the report was sent from. */
  page: string;
}

export interface VacancySend {
  name: string;
  birthday: string;
  contacts: string;
  vacancy: string;
  file: File | null;
}

export function bugReportFormData(report: BugReportSend): FormData {
  const form = new FormData();
  form.set('contacts', report.contacts.trim());
  form.set('bug', report.bug.trim());
  form.set('page', report.page);
  if (report.atachment) form.set('atachment', report.atachment);
  return form;
}

/** accept_rules is sent as 1: the form does not send without the consent. */
export function vacancyFormData(application: VacancySend): FormData {
  const form = new FormData();
  form.set('name', application.name.trim());
  form.set('birthday', application.birthday.trim());
  form.set('contacts', application.contacts.trim());
  form.set('vacancy', application.vacancy);
  form.set('accept_rules', '1');
  if (application.file) form.set('file', application.file);
  return form;
}

export async function sendBugReport(report: BugReportSend): Promise<void> {
  await postMultipart(
    apiUrl('v1/bug_report/'),
    bugReportFormData(report),
    SubmissionResponseSchema,
  );
}

export async function sendVacancy(application: VacancySend): Promise<void> {
  await postMultipart(
    apiUrl('v1/vacancy/'),
    vacancyFormData(application),
    SubmissionResponseSchema,
  );
}
