/** The bug report's fields and their checks (spec sections 3 and 5; decision 285). */
import { BugReportFieldsSchema, FORM_MESSAGES } from '@softkino/contract/forms';
import type { ChosenFile, FieldErrors } from './submitMachine';

export interface ReportValues {
  contacts: string;
  bug: string;
  atachment: ChosenFile | null;
}

export const EMPTY_REPORT: ReportValues = { contacts: '', bug: '', atachment: null };

/** The contract's rules, the same the server checks; the file's own check ran when chosen. */
export function validateReport(values: ReportValues): FieldErrors<ReportValues> {
  const errors: FieldErrors<ReportValues> = {};
  const parsed = BugReportFieldsSchema.safeParse({ contacts: values.contacts, bug: values.bug });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as 'contacts' | 'bug';
      errors[field] ??= issue.message;
    }
  if (values.atachment?.problem) errors.atachment = values.atachment.problem;
  return errors;
}

export { FORM_MESSAGES };
