import { z } from 'zod';
import { RUSSIAN_PHONE, russianPhoneDigits } from './auth';
import { isEmailAddress } from './email';
import { successEnvelope } from './envelope';
import { PROFILE_MESSAGES, birthdayIssue, birthdayIssueMessage, type BirthdayIssue } from './user';

/**
 * The bug report and the vacancy application (spec section 3, Bug report and Vacancy
 * application; section 5, Vacancy and Bug-report attachment; section 7, POST v1 bug_report/ and
 * v1 vacancy/; section 8, Success texts). The client's forms and the server's routes check the
 * same rules with these texts (docs/decisions/285-bug-reports-and-vacancies.md). Imported by
 * its subpath only, '@softkino/contract/forms': the / route never loads it.
 */

/** Spec section 8, Success texts, exactly. */
export const REPORT_SENT = 'Ваше сообщение отправлено...';
export const VACANCY_SENT = 'Ваш отклик отправлен.';

/** The largest file either form takes: 5 MB, as the profile's photo (decision 285). */
export const SUBMISSION_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const FORM_LIMITS = {
  contacts: 200,
  bugMin: 10,
  bug: 3000,
  name: 100,
  vacancy: 100,
} as const;

/** At least this old on the day of the application (decision 285: work from 14 years). */
export const MIN_APPLICANT_AGE = 14;
/**
 * At most this old on the day of the application: an older birthday is a slip in the year (the
 * walk's 1.1.1900), not an applicant (decision 451).
 */
export const MAX_APPLICANT_AGE = 100;

/** '200 символов': every limit here ends in 0, so the word's form is always 'символов'. */
function symbols(max: number): string {
  return `${max} символов`;
}

export const FORM_MESSAGES = {
  contactsRequired: 'Укажите телефон или e-mail для связи',
  contactsInvalid: 'Укажите телефон из 11 цифр или e-mail',
  contactsTooLong: `Не больше ${symbols(FORM_LIMITS.contacts)}`,
  bugRequired: 'Опишите ошибку',
  bugTooShort: `Опишите ошибку подробнее: не меньше ${FORM_LIMITS.bugMin} символов`,
  bugTooLong: `Не больше ${symbols(FORM_LIMITS.bug)}`,
  attachmentType: 'Приложите картинку в формате jpeg или png',
  attachmentSize: 'Картинка должна быть не больше 5 МБ',
  nameInvalid: 'Используйте только буквы, пробел и дефис',
  nameTooLong: `Не больше ${symbols(FORM_LIMITS.name)}`,
  birthdayRequired: 'Укажите дату рождения',
  birthdayInvalid: PROFILE_MESSAGES.birthdayInvalid,
  birthdayNoSuchDate: PROFILE_MESSAGES.birthdayNoSuchDate,
  birthdayTooEarly: PROFILE_MESSAGES.birthdayTooEarly,
  birthdayFuture: PROFILE_MESSAGES.birthdayFuture,
  tooYoung: `Работать у нас можно с ${MIN_APPLICANT_AGE} лет`,
  tooOld: `Проверьте год рождения: возраст не может быть больше ${MAX_APPLICANT_AGE} лет`,
  vacancyRequired: 'Выберите вакансию',
  vacancyUnknown: 'Такой вакансии нет. Выберите вакансию из списка',
  consentRequired: 'Подтвердите согласие на обработку персональных данных',
  fileType: 'Приложите резюме в формате pdf, doc, docx, rtf, odt, jpeg или png',
  fileSize: 'Файл должен быть не больше 5 МБ',
  /** Too many submissions from one address in a short time. */
  tooMany: 'Слишком много сообщений подряд. Попробуйте через несколько минут.',
} as const;

/**
 * The chain's open vacancies (the /vacancies page, the popup's list). The anchor
 * `#vacancy-popup=<name>` carries one of these titles; the server takes only these.
 */
export const VACANCIES = [
  {
    title: 'Кассир-контролер',
    where: 'Челябинск, Екатеринбург, Уфа',
    schedule: 'Сменный график 2/2, с 9:00 до 23:00',
    pay: 'от 38 000 ₽',
    text: 'Продаете билеты и попкорн, встречаете гостей на входе в зал, помогаете найти свои места.',
  },
  {
    title: 'Киномеханик',
    where: 'Челябинск, Самара',
    schedule: 'Сменный график, вечерние и ночные сеансы',
    pay: 'от 52 000 ₽',
    text: 'Запускаете сеансы на цифровых проекторах, следите за звуком и картинкой, готовите залы к премьерам.',
  },
  {
    title: 'Администратор кинотеатра',
    where: 'Магнитогорск, Нижний Тагил',
    schedule: '5/2 или 2/2 по договоренности',
    pay: 'от 60 000 ₽',
    text: 'Руководите сменой, решаете вопросы гостей, отвечаете за кассу и порядок в кинотеатре.',
  },
  {
    title: 'Бармен кинобара',
    where: 'Все города сети',
    schedule: 'Сменный график, подработка для студентов',
    pay: 'от 35 000 ₽ и чаевые',
    text: 'Готовите попкорн, напитки и закуски, работаете на кассе бара. Научим всему с нуля.',
  },
] as const;

export type Vacancy = (typeof VACANCIES)[number];

export function isKnownVacancy(title: string): boolean {
  return VACANCIES.some((v) => v.title === title.trim());
}

/** The phone in free text as its 11 digits ('8 900 …', '+7 (900) …', '900 …'), else null. */
export function contactPhone(text: string): string | null {
  if (/[^\d\s()+\-.]/.test(text)) return null;
  const digits = russianPhoneDigits(text.replace(/\D/g, ''), text.trimStart().startsWith('+'));
  return RUSSIAN_PHONE.test(digits) ? digits : null;
}

/** A way to answer: an e-mail or a Russian phone as people type it. */
export function isContact(text: string): boolean {
  const value = text.trim();
  return isEmailAddress(value) || contactPhone(value) !== null;
}

/** Letters (Cyrillic with ё, Latin), words joined by a space, a hyphen or an apostrophe. */
const PERSON_NAME = /^[A-Za-zА-ЯЁа-яё]+(?:(?:[\s-]|')[A-Za-zА-ЯЁа-яё]+)*$/;

export function isPersonName(text: string): boolean {
  return PERSON_NAME.test(text.trim().replace(/\s+/g, ' '));
}

export type BirthdayProblem = 'required' | BirthdayIssue | 'young' | 'old';

/**
 * What is wrong with an applicant's birthday typed dd.mm.yyyy, or null: what the profile's
 * birthday checks (./user: the format, a real calendar date, from 1900, not in the future), and
 * an age from MIN_APPLICANT_AGE to MAX_APPLICANT_AGE years on `today`.
 */
export function birthdayProblem(text: string, today: Date = new Date()): BirthdayProblem | null {
  const value = text.trim();
  if (value === '') return 'required';
  const issue = birthdayIssue(value, today);
  if (issue) return issue;
  const [day, month, year] = value.split('.').map(Number) as [number, number, number];
  const todayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const grownUp = new Date(year + MIN_APPLICANT_AGE, month - 1, day);
  // 29.02 of a leap year comes of age on 01.03 when the year of age has no 29.02.
  if (grownUp.getTime() > todayStart.getTime()) return 'young';
  // A year past the oldest age: 101 on the day of that birthday.
  const pastOldest = new Date(year + MAX_APPLICANT_AGE + 1, month - 1, day);
  if (pastOldest.getTime() <= todayStart.getTime()) return 'old';
  return null;
}

export function birthdayMessage(problem: BirthdayProblem): string {
  if (problem === 'required') return FORM_MESSAGES.birthdayRequired;
  if (problem === 'young') return FORM_MESSAGES.tooYoung;
  if (problem === 'old') return FORM_MESSAGES.tooOld;
  return birthdayIssueMessage(problem);
}

/** What a file's bytes say it is; the name and the declared type are never trusted. */
export type FileKind = 'jpg' | 'png' | 'pdf' | 'doc' | 'docx' | 'odt' | 'rtf';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

/** Whether `needle` occurs in `bytes` (a zip's entry names are stored as plain bytes). */
function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  outer: for (let i = bytes.indexOf(first ?? 0); i !== -1; i = bytes.indexOf(first ?? 0, i + 1)) {
    if (i + needle.length > bytes.length) return false;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const ODT_MIME = ascii('mimetypeapplication/vnd.oasis.opendocument.text');
const DOCX_PART = ascii('word/document.xml');

/**
 * The file's kind by its magic numbers: jpeg FF D8 FF, png's 8-byte signature, '%PDF-', the OLE
 * compound file of .doc (D0 CF 11 E0 A1 B1 1A E1), '{\rtf', and of zip files ('PK\x03\x04')
 * only a Word document (a 'word/document.xml' entry) or an OpenDocument text (its 'mimetype'
 * entry first, as the format requires). Anything else is null.
 */
export function sniffFile(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, ascii('{\\rtf'))) return 'rtf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (startsWith(bytes, ODT_MIME, 30)) return 'odt';
    if (contains(bytes, DOCX_PART)) return 'docx';
  }
  return null;
}

/** The bug report takes a picture; the vacancy a résumé or a picture. */
export const REPORT_FILE_KINDS: readonly FileKind[] = ['jpg', 'png'];
export const VACANCY_FILE_KINDS: readonly FileKind[] = [
  'pdf',
  'doc',
  'docx',
  'odt',
  'rtf',
  'jpg',
  'png',
];

/** The content type stored and mailed for a sniffed kind. */
export const FILE_CONTENT_TYPES: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
};

export type FileProblem = 'type' | 'size';

/** Whether a file fits a form: null when it does. Size first: a huge file is never read. */
export function fileProblem(bytes: Uint8Array, kinds: readonly FileKind[]): FileProblem | null {
  if (bytes.length > SUBMISSION_FILE_MAX_BYTES) return 'size';
  const kind = sniffFile(bytes);
  return kind !== null && kinds.includes(kind) ? null : 'type';
}

const text = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong });

/** Contacts to answer on: required in the vacancy application (spec section 5). */
const requiredContacts = () =>
  text(FORM_LIMITS.contacts, FORM_MESSAGES.contactsTooLong)
    .min(1, { error: FORM_MESSAGES.contactsRequired })
    .refine(isContact, { error: FORM_MESSAGES.contactsInvalid });

/** An optional field: left out or blank is '', anything else must pass `rule` (decision 448). */
const optional = (rule: z.ZodString, check: (value: string) => boolean, message: string) =>
  rule.refine((value) => value === '' || check(value), { error: message }).default('');

/**
 * The text fields of POST v1 bug_report/ (spec section 3: contacts, bug; the file apart).
 * Contacts are optional (spec section 5 asks nothing of the report but its attachment; decision
 * 448): a report may come from someone who wants no answer, and given contacts must be usable.
 */
export const BugReportFieldsSchema = z.object({
  contacts: optional(
    text(FORM_LIMITS.contacts, FORM_MESSAGES.contactsTooLong),
    isContact,
    FORM_MESSAGES.contactsInvalid,
  ),
  bug: text(FORM_LIMITS.bug, FORM_MESSAGES.bugTooLong)
    .min(1, { error: FORM_MESSAGES.bugRequired })
    .min(FORM_LIMITS.bugMin, { error: FORM_MESSAGES.bugTooShort }),
});
export type BugReportFields = z.infer<typeof BugReportFieldsSchema>;

/**
 * The text fields of POST v1 vacancy/ (spec section 3: name, birthday, contacts, vacancy,
 * accept_rules; the file apart). `today` fixes the birthday's checks (tests, the server clock).
 * Spec section 5 requires the contacts; the name and the birthday are optional and checked when
 * given (decision 448). The vacancy comes with the popup (spec section 2) and the consent covers
 * the personal data sent (decisions 285, 448): both are still asked.
 */
export function vacancyFieldsSchema(today: () => Date = () => new Date()) {
  return z.object({
    name: optional(
      text(FORM_LIMITS.name, FORM_MESSAGES.nameTooLong),
      isPersonName,
      FORM_MESSAGES.nameInvalid,
    ).transform((v) => v.replace(/\s+/g, ' ')),
    birthday: z
      .string()
      .trim()
      .superRefine((value, context) => {
        const problem = birthdayProblem(value, today());
        if (problem && problem !== 'required')
          context.addIssue({ code: 'custom', message: birthdayMessage(problem) });
      })
      .default(''),
    contacts: requiredContacts(),
    vacancy: text(FORM_LIMITS.vacancy, FORM_MESSAGES.vacancyUnknown)
      .min(1, { error: FORM_MESSAGES.vacancyRequired })
      .refine(isKnownVacancy, { error: FORM_MESSAGES.vacancyUnknown }),
    accept_rules: z.literal('1', { error: FORM_MESSAGES.consentRequired }),
  });
}
export type VacancyFields = z.infer<ReturnType<typeof vacancyFieldsSchema>>;

/** Both calls answer the stored submission's number. */
export const SubmissionResponseSchema = successEnvelope(z.object({ id: z.number().int() }));
export type SubmissionResponse = z.infer<typeof SubmissionResponseSchema>;
