import { describe, expect, it } from 'vitest';
import { BRAND } from '@softkino/contract/brand';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  FORM_MESSAGES,
  SUBMISSION_FILE_MAX_BYTES,
  SubmissionResponseSchema,
  VACANCIES,
} from '@softkino/contract/forms';
import { SUBMISSION_LIMIT } from '../src/services/submissions';
import { AccountBrowser, JPEG_BYTES, PNG_BYTES, type Part } from './helpers/accounts';
import { useTestApp } from './helpers/app';

/**
 * POST v1 bug_report/ and v1 vacancy/ (issue 15; docs/decisions/285, 286): good forms are
 * stored with their file and mailed through the sandbox outbox with the file attached; forged,
 * oversize and incomplete forms are refused by field and leave nothing behind.
 */
const ctx = useTestApp();
const db = () => ctx.db().database.db;

let count = 0;
function browser(): AccountBrowser {
  count += 1;
  return new AccountBrowser(ctx.app, `198.51.100.${count}`);
}

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
/** What a Word document starts with: a zip whose entries include word/document.xml. */
const DOCX_BYTES = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml ... word/document.xml ...'),
]);
const PLAIN_ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);
const TEXT_BYTES = Buffer.from('Это не картинка, а обычный текст.\n');

function file(name: string, filename: string, type: string, bytes: Buffer): Part {
  return { name, filename, type, bytes };
}

function fields(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

const REPORT = { contacts: '8 900 123-45-67', bug: 'Кнопка «Купить» не нажимается на телефоне.' };
const VACANCY = {
  name: 'Алёна Петрова-Водкина',
  birthday: '14.05.2001',
  contacts: 'alena@example.ru',
  vacancy: VACANCIES[0].title,
  accept_rules: '1',
};

async function counts() {
  const one = async (
    table: 'bug_reports' | 'vacancy_applications' | 'submission_files' | 'outbox',
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    reports: await one('bug_reports'),
    vacancies: await one('vacancy_applications'),
    files: await one('submission_files'),
    outbox: await one('outbox'),
  };
}

async function refused(path: string, parts: Part[]) {
  const before = await counts();
  const res = await browser().postMultipart(path, parts);
  expect(res.statusCode).toBe(400);
  const body = ErrorEnvelopeSchema.parse(res.json());
  expect(await counts()).toEqual(before);
  return Array.isArray(body.errors) ? null : body.errors;
}

describe('POST v1 bug_report/', () => {
  it('stores a report with its png, mails it to the site team with the file attached', async () => {
    const b = browser();
    const res = await b.postMultipart('/v1/bug_report/', [
      ...fields({ ...REPORT, page: '/afisha' }),
      file('atachment', 'screen.png', 'image/png', PNG_BYTES),
    ]);
    expect(res.statusCode).toBe(200);
    const { data } = SubmissionResponseSchema.parse(res.json());
    const row = await db()
      .selectFrom('bug_reports')
      .innerJoin('submission_files as f', 'f.id', 'bug_reports.file_id')
      .select(['contacts', 'bug', 'page', 'f.kind', 'f.content_type', 'f.size', 'f.bytes'])
      .where('bug_reports.id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      contacts: REPORT.contacts,
      bug: REPORT.bug,
      page: '/afisha',
      kind: 'png',
      content_type: 'image/png',
      size: PNG_BYTES.length,
    });
    expect(Buffer.from(row.bytes).equals(PNG_BYTES)).toBe(true);

    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('subject', '=', `Сообщение об ошибке № ${data.id}`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(BRAND.inboxes.reports);
    expect(mail.body_text).toContain(REPORT.bug);
    expect(mail.body_text).toContain(REPORT.contacts);
    expect(mail.attachment_file_id).not.toBeNull();

    const page = await b.get('/sandbox/outbox');
    expect(page.body).toContain(`/sandbox/outbox/${mail.id}/attachment`);
    const download = await b.get(`/sandbox/outbox/${mail.id}/attachment`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('takes a jpeg, and a report without a file', async () => {
    const jpeg = await browser().postMultipart('/v1/bug_report/', [
      ...fields(REPORT),
      file('atachment', 'photo.jpg', 'image/jpeg', JPEG_BYTES),
    ]);
    expect(jpeg.statusCode).toBe(200);
    const plain = await browser().postMultipart('/v1/bug_report/', [
      ...fields({ contacts: 'me@example.com', bug: 'Опечатка в заголовке афиши.' }),
      file('atachment', '', 'application/octet-stream', Buffer.alloc(0)),
    ]);
    expect(plain.statusCode).toBe(200);
  });

  it('takes a report without contacts: spec section 5 asks for none (decision 448)', async () => {
    for (const values of [{ bug: REPORT.bug }, { ...REPORT, contacts: '   ' }]) {
      const res = await browser().postMultipart('/v1/bug_report/', fields(values));
      expect(res.statusCode).toBe(200);
      const { data } = SubmissionResponseSchema.parse(res.json());
      const row = await db()
        .selectFrom('bug_reports')
        .select(['contacts', 'bug'])
        .where('id', '=', data.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ contacts: '', bug: REPORT.bug });
      const mail = await db()
        .selectFrom('outbox')
        .select('body_text')
        .where('subject', '=', `Сообщение об ошибке № ${data.id}`)
        .executeTakeFirstOrThrow();
      expect(mail.body_text).toContain('Контакты: не указаны');
    }
  });

  it('refuses a forged png (text named .png), a pdf, and stores nothing', async () => {
    expect(
      await refused('/v1/bug_report/', [
        ...fields(REPORT),
        file('atachment', 'screen.png', 'image/png', TEXT_BYTES),
      ]),
    ).toEqual({ code: 'atachment', message: FORM_MESSAGES.attachmentType });
    expect(
      await refused('/v1/bug_report/', [
        ...fields(REPORT),
        file('atachment', 'screen.png', 'image/png', PDF_BYTES),
      ]),
    ).toEqual({ code: 'atachment', message: FORM_MESSAGES.attachmentType });
  });

  it('refuses a picture over 5 MB', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(SUBMISSION_FILE_MAX_BYTES)]);
    expect(
      await refused('/v1/bug_report/', [
        ...fields(REPORT),
        file('atachment', 'big.png', 'image/png', big),
      ]),
    ).toEqual({ code: 'atachment', message: FORM_MESSAGES.attachmentSize });
  });

  it('refuses missing and bad fields by name', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...REPORT, contacts: '12345' }, 'contacts', FORM_MESSAGES.contactsInvalid],
      [{ contacts: REPORT.contacts }, 'bug', FORM_MESSAGES.bugRequired],
      [{ ...REPORT, bug: 'Сломано' }, 'bug', FORM_MESSAGES.bugTooShort],
      [{ ...REPORT, bug: 'я'.repeat(3001) }, 'bug', FORM_MESSAGES.bugTooLong],
    ];
    for (const [values, code, message] of cases)
      expect(await refused('/v1/bug_report/', fields(values))).toEqual({ code, message });
  });

  it('refuses a cross-site post', async () => {
    const res = await browser().postMultipart('/v1/bug_report/', fields(REPORT), {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
  });

  it(`lets one address send ${SUBMISSION_LIMIT.max} forms in 10 minutes, then says to wait`, async () => {
    const b = browser();
    for (let i = 0; i < SUBMISSION_LIMIT.max; i++)
      expect((await b.postMultipart('/v1/bug_report/', fields(REPORT))).statusCode).toBe(200);
    const before = await counts();
    const res = await b.postMultipart('/v1/bug_report/', fields(REPORT));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ errors: { message: FORM_MESSAGES.tooMany } });
    expect(await counts()).toEqual(before);
  });
});

describe('POST v1 vacancy/', () => {
  it('stores an application with its résumé and mails it to HR with the file', async () => {
    const res = await browser().postMultipart('/v1/vacancy/', [
      ...fields(VACANCY),
      file('file', 'cv.pdf', 'application/pdf', PDF_BYTES),
    ]);
    expect(res.statusCode).toBe(200);
    const { data } = SubmissionResponseSchema.parse(res.json());
    const row = await db()
      .selectFrom('vacancy_applications')
      .innerJoin('submission_files as f', 'f.id', 'vacancy_applications.file_id')
      .select([
        'vacancy_applications.name',
        'contacts',
        'vacancy',
        'accept_rules',
        'f.kind',
        'f.name as file_name',
      ])
      .select((eb) => eb.fn<string>('to_char', [eb.ref('birthday'), eb.val('DD.MM.YYYY')]).as('bd'))
      .where('vacancy_applications.id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: VACANCY.name,
      contacts: VACANCY.contacts,
      vacancy: VACANCY.vacancy,
      accept_rules: true,
      kind: 'pdf',
      file_name: 'Резюме-Алёна-Петрова-Водкина.pdf',
      bd: VACANCY.birthday,
    });
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('subject', '=', `Отклик на вакансию «${VACANCY.vacancy}» № ${data.id}`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(BRAND.inboxes.jobs);
    expect(mail.body_text).toContain('Дата рождения: 14.05.2001');
    expect(mail.attachment_file_id).not.toBeNull();
  });

  it('takes a Word document, and an application without a file', async () => {
    const docx = await browser().postMultipart('/v1/vacancy/', [
      ...fields(VACANCY),
      file('file', 'cv.docx', 'application/octet-stream', DOCX_BYTES),
    ]);
    expect(docx.statusCode).toBe(200);
    const none = await browser().postMultipart('/v1/vacancy/', fields(VACANCY));
    expect(none.statusCode).toBe(200);
  });

  it('takes contacts without the name and the birthday: spec section 5 (decision 448)', async () => {
    const res = await browser().postMultipart('/v1/vacancy/', [
      ...fields({ ...VACANCY, name: ' ', birthday: '' }),
      file('file', 'cv.pdf', 'application/pdf', PDF_BYTES),
    ]);
    expect(res.statusCode).toBe(200);
    const { data } = SubmissionResponseSchema.parse(res.json());
    const row = await db()
      .selectFrom('vacancy_applications')
      .innerJoin('submission_files as f', 'f.id', 'vacancy_applications.file_id')
      .select(['vacancy_applications.name', 'birthday', 'contacts', 'f.name as file_name'])
      .where('vacancy_applications.id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: '',
      birthday: null,
      contacts: VACANCY.contacts,
      file_name: 'Резюме.pdf',
    });
    const mail = await db()
      .selectFrom('outbox')
      .select('body_text')
      .where('subject', '=', `Отклик на вакансию «${VACANCY.vacancy}» № ${data.id}`)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('Имя: не указано');
    expect(mail.body_text).toContain('Дата рождения: не указана');
    // Fields left out of the form altogether are the same as empty ones.
    const without = Object.fromEntries(
      Object.entries(VACANCY).filter(([k]) => k !== 'name' && k !== 'birthday'),
    );
    expect((await browser().postMultipart('/v1/vacancy/', fields(without))).statusCode).toBe(200);
  });

  it('refuses forged, unknown and oversize files', async () => {
    for (const bytes of [TEXT_BYTES, PLAIN_ZIP])
      expect(
        await refused('/v1/vacancy/', [
          ...fields(VACANCY),
          file('file', 'cv.pdf', 'application/pdf', bytes),
        ]),
      ).toEqual({ code: 'file', message: FORM_MESSAGES.fileType });
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(SUBMISSION_FILE_MAX_BYTES)]);
    expect(
      await refused('/v1/vacancy/', [
        ...fields(VACANCY),
        file('file', 'cv.pdf', 'application/pdf', big),
      ]),
    ).toEqual({ code: 'file', message: FORM_MESSAGES.fileSize });
  });

  it('refuses bad birthdays when given: not a date, not real, in the future, under 14, over 100', async () => {
    // The tests' today is 10.03.2026.
    const cases: Array<[string, string]> = [
      ['2001-05-14', FORM_MESSAGES.birthdayInvalid],
      ['14/05/2001', FORM_MESSAGES.birthdayInvalid],
      ['31.02.2001', FORM_MESSAGES.birthdayNoSuchDate],
      ['01.01.1899', FORM_MESSAGES.birthdayTooEarly],
      ['11.03.2026', FORM_MESSAGES.birthdayFuture],
      ['11.03.2012', FORM_MESSAGES.tooYoung],
      // The walk's 1.1.1900, and 101 today (decision 451).
      ['01.01.1900', FORM_MESSAGES.tooOld],
      ['10.03.1925', FORM_MESSAGES.tooOld],
    ];
    for (const [birthday, message] of cases)
      expect(await refused('/v1/vacancy/', fields({ ...VACANCY, birthday }))).toEqual({
        code: 'birthday',
        message,
      });
    // Fourteen today is old enough, and a hundred not too old.
    for (const birthday of ['10.03.2012', '11.03.1925']) {
      const res = await browser().postMultipart('/v1/vacancy/', fields({ ...VACANCY, birthday }));
      expect(res.statusCode, birthday).toBe(200);
    }
  });

  it('refuses missing and bad fields by name', async () => {
    const without = (key: keyof typeof VACANCY) =>
      Object.fromEntries(Object.entries(VACANCY).filter(([k]) => k !== key));
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...VACANCY, name: 'R2-D2' }, 'name', FORM_MESSAGES.nameInvalid],
      [without('contacts'), 'contacts', FORM_MESSAGES.contactsRequired],
      [{ ...VACANCY, contacts: 'позвоните мне' }, 'contacts', FORM_MESSAGES.contactsInvalid],
      [without('vacancy'), 'vacancy', FORM_MESSAGES.vacancyRequired],
      [{ ...VACANCY, vacancy: 'Директор' }, 'vacancy', FORM_MESSAGES.vacancyUnknown],
      [without('accept_rules'), 'accept_rules', FORM_MESSAGES.consentRequired],
      [{ ...VACANCY, accept_rules: '0' }, 'accept_rules', FORM_MESSAGES.consentRequired],
    ];
    for (const [values, code, message] of cases)
      expect(await refused('/v1/vacancy/', fields(values)), code).toEqual({ code, message });
  });
});
