import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  BugReportFieldsSchema,
  FORM_MESSAGES,
  SubmissionResponseSchema,
  vacancyFieldsSchema,
} from '@softkino/contract/forms';
import type { ServiceContext } from '../services/context';
import { checkUpload, sendBugReport, sendVacancy, type CheckedFile } from '../services/submissions';
import { refuseCrossSite } from './sameOrigin';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** A form value that is not one text (a file, a repeated field) is refused by its field. */
const one = z.string();

/** A file field: '' or an empty file is none; bytes are checked by what they are. */
function fileField(form: 'report' | 'vacancy') {
  return z
    .union([z.literal(''), z.instanceof(Buffer)])
    .optional()
    .transform((raw, context): CheckedFile | null => {
      if (raw === undefined || raw === '' || raw.length === 0) return null;
      const checked = checkUpload(raw, form);
      if ('file' in checked) return checked.file;
      context.addIssue({ code: 'custom', message: checked.problem });
      return z.NEVER;
    });
}

/** The page the report was sent from (the client adds it; spec fields are the other three). */
const PageField = one
  .trim()
  .max(300)
  .optional()
  .transform((v) => (v ? v : null));

const report = BugReportFieldsSchema.shape;
const ReportForm = z.object({
  // Optional (decision 448): left out is the same as empty.
  contacts: one.optional().pipe(report.contacts),
  bug: one.pipe(report.bug),
  atachment: fileField('report'),
  page: PageField,
});

/** A missing or non-text field's refusal; the schemas' own texts win when they have one. */
const REPORT_REFUSALS = {
  messages: {
    contacts: FORM_MESSAGES.contactsInvalid,
    bug: FORM_MESSAGES.bugRequired,
    atachment: FORM_MESSAGES.attachmentType,
  },
  otherwise: FORM_MESSAGES.bugRequired,
};
const VACANCY_REFUSALS = {
  messages: {
    name: FORM_MESSAGES.nameInvalid,
    birthday: FORM_MESSAGES.birthdayInvalid,
    contacts: FORM_MESSAGES.contactsRequired,
    vacancy: FORM_MESSAGES.vacancyRequired,
    accept_rules: FORM_MESSAGES.consentRequired,
    file: FORM_MESSAGES.fileType,
  },
  otherwise: FORM_MESSAGES.vacancyRequired,
};

/**
 * POST v1 bug_report/ and v1 vacancy/ (spec section 7; docs/decisions/285, 286): multipart
 * forms validated as `schema.body` with the contract's rules; a refusal is a 400 whose
 * errors.code names the field, and nothing is stored.
 */
export const submissionRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const vacancy = vacancyFieldsSchema(ctx.now).shape;
  const VacancyForm = z.object({
    // Optional (spec section 5; decision 448): left out is the same as empty.
    name: one.optional().pipe(vacancy.name),
    birthday: one.optional().pipe(vacancy.birthday),
    contacts: one.pipe(vacancy.contacts),
    vacancy: one.pipe(vacancy.vacancy),
    accept_rules: one.pipe(vacancy.accept_rules),
    file: fileField('vacancy'),
  });

  app.post(
    '/v1/bug_report/',
    {
      preValidation: refuseCrossSite,
      config: {
        fileTooLarge: { message: FORM_MESSAGES.attachmentSize, code: 'atachment' },
        fieldRefusals: REPORT_REFUSALS,
      },
      schema: {
        summary: 'Send a bug report to the chain (stored, mailed to the site team)',
        description:
          'Multipart: contacts (optional; a phone or an e-mail when given), bug (10-3000 characters), atachment (optional; one jpeg or png of at most 5 MB, checked by its bytes), page (optional, the page it was sent from).',
        tags: ['forms'],
        consumes: ['multipart/form-data'],
        body: ReportForm,
        response: { 200: SubmissionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await sendBugReport(ctx, request.viewer, request.body, request.ip),
    }),
  );

  app.post(
    '/v1/vacancy/',
    {
      preValidation: refuseCrossSite,
      config: {
        fileTooLarge: { message: FORM_MESSAGES.fileSize, code: 'file' },
        fieldRefusals: VACANCY_REFUSALS,
      },
      schema: {
        summary: 'Apply for a vacancy (stored, mailed to the chain’s HR)',
        description:
          'Multipart: name (optional), birthday (optional; dd.mm.yyyy, a real date, at least 14 years ago), contacts (a phone or an e-mail), vacancy (one of the open vacancies), accept_rules=1, file (optional résumé: pdf, doc, docx, odt, rtf, jpeg or png of at most 5 MB, checked by its bytes).',
        tags: ['forms'],
        consumes: ['multipart/form-data'],
        body: VacancyForm,
        response: { 200: SubmissionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await sendVacancy(ctx, request.viewer, request.body, request.ip),
    }),
  );
};
