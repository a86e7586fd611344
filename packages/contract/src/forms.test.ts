import { describe, expect, it } from 'vitest';
import {
  BugReportFieldsSchema,
  FORM_MESSAGES,
  REPORT_FILE_KINDS,
  SUBMISSION_FILE_MAX_BYTES,
  VACANCIES,
  VACANCY_FILE_KINDS,
  birthdayMessage,
  birthdayProblem,
  contactPhone,
  fileProblem,
  isContact,
  isPersonName,
  sniffFile,
  vacancyFieldsSchema,
} from './forms';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);

describe('contacts', () => {
  it('reads Russian phones as people type them', () => {
    expect(contactPhone('8 900 123-45-67')).toBe('79001234567');
    expect(contactPhone('+7 (900) 123-45-67')).toBe('79001234567');
    expect(contactPhone('900 123 45 67')).toBe('79001234567');
    expect(contactPhone('79001234567')).toBe('79001234567');
    expect(contactPhone('123-45-67')).toBeNull();
    expect(contactPhone('8 900 123-45-67 доб. 2')).toBeNull();
  });

  it('takes a phone or an e-mail, nothing else', () => {
    expect(isContact('alena@example.ru')).toBe(true);
    expect(isContact(' 8 (900) 123-45-67 ')).toBe(true);
    expect(isContact('alena@example')).toBe(false);
    expect(isContact('позвоните мне')).toBe(false);
    expect(isContact('')).toBe(false);
  });
});

describe('names', () => {
  it('takes letters with ё, hyphens, spaces and apostrophes', () => {
    expect(isPersonName('Алёна Петрова-Водкина')).toBe(true);
    expect(isPersonName('John O’Neil'.replace('’', "'"))).toBe(true);
    expect(isPersonName('  Пётр   Ильич ')).toBe(true);
    expect(isPersonName('R2-D2')).toBe(false);
    expect(isPersonName('Иван--Петров')).toBe(false);
    expect(isPersonName('')).toBe(false);
  });
});

describe('birthdayProblem', () => {
  const today = new Date(2026, 2, 10, 15, 0);
  it('wants a real dd.mm.yyyy date in the past, 14 years ago at least', () => {
    expect(birthdayProblem('', today)).toBe('required');
    expect(birthdayProblem('  ', today)).toBe('required');
    expect(birthdayProblem('2001-05-14', today)).toBe('format');
    expect(birthdayProblem('1.5.2001', today)).toBe('format');
    expect(birthdayProblem('31.02.2001', today)).toBe('noSuchDate');
    expect(birthdayProblem('31.12.1899', today)).toBe('tooEarly');
    expect(birthdayProblem('11.03.2026', today)).toBe('future');
    expect(birthdayProblem('11.03.2012', today)).toBe('young');
    expect(birthdayProblem('10.03.2012', today)).toBeNull();
    expect(birthdayProblem('29.02.2000', today)).toBeNull();
  });

  it('and 100 years ago at most: 1.1.1900 is a slip, not an applicant (decision 451)', () => {
    expect(birthdayProblem('01.01.1900', today)).toBe('old');
    // 101 today is too old; 100 until tomorrow's birthday is not.
    expect(birthdayProblem('10.03.1925', today)).toBe('old');
    expect(birthdayProblem('11.03.1925', today)).toBeNull();
    expect(birthdayMessage('old')).toBe(FORM_MESSAGES.tooOld);
    expect(FORM_MESSAGES.tooOld).toBe(
      'Проверьте год рождения: возраст не может быть больше 100 лет',
    );
  });
});

describe('sniffFile', () => {
  it('knows files by their bytes, not their names', () => {
    expect(sniffFile(PNG)).toBe('png');
    expect(sniffFile(JPEG)).toBe('jpg');
    expect(sniffFile(text('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFile(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe('doc');
    expect(sniffFile(text('{\\rtf1\\ansi'))).toBe('rtf');
    const zipHead = bytes(0x50, 0x4b, 0x03, 0x04, ...new Array<number>(26).fill(0));
    expect(sniffFile(new Uint8Array([...zipHead, ...text('word/document.xml')]))).toBe('docx');
    expect(
      sniffFile(
        new Uint8Array([...zipHead, ...text('mimetypeapplication/vnd.oasis.opendocument.text')]),
      ),
    ).toBe('odt');
    expect(sniffFile(zipHead)).toBeNull();
    expect(sniffFile(text('PNG is what the name says, but this is text'))).toBeNull();
    expect(sniffFile(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffFile(bytes())).toBeNull();
  });

  it('fits a file to a form: the report takes pictures, the vacancy résumés too', () => {
    expect(fileProblem(PNG, REPORT_FILE_KINDS)).toBeNull();
    expect(fileProblem(text('%PDF-1.7'), REPORT_FILE_KINDS)).toBe('type');
    expect(fileProblem(text('%PDF-1.7'), VACANCY_FILE_KINDS)).toBeNull();
    const big = new Uint8Array(SUBMISSION_FILE_MAX_BYTES + 1);
    big.set(PNG);
    expect(fileProblem(big, REPORT_FILE_KINDS)).toBe('size');
  });
});

describe('the forms’ schemas', () => {
  const first = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues[0]?.message;

  it('bug report: contacts if any, and a bug of 10 to 3000 characters', () => {
    const ok = { contacts: 'me@example.com', bug: 'Не открывается оплата' };
    expect(BugReportFieldsSchema.safeParse(ok).success).toBe(true);
    // Spec section 5 asks nothing of the report but its attachment: contacts are optional
    // (decision 448), and checked only when given.
    for (const contacts of ['', '   ', undefined]) {
      const parsed = BugReportFieldsSchema.safeParse({ ...ok, contacts });
      expect(parsed.success && parsed.data.contacts, String(contacts)).toBe('');
    }
    expect(first(BugReportFieldsSchema.safeParse({ ...ok, contacts: 'мой телефон' }))).toBe(
      FORM_MESSAGES.contactsInvalid,
    );
    expect(first(BugReportFieldsSchema.safeParse({ ...ok, bug: ' ' }))).toBe(
      FORM_MESSAGES.bugRequired,
    );
    expect(first(BugReportFieldsSchema.safeParse({ ...ok, bug: 'Не знаю' }))).toBe(
      FORM_MESSAGES.bugTooShort,
    );
    expect(first(BugReportFieldsSchema.safeParse({ ...ok, bug: 'ы'.repeat(3001) }))).toBe(
      FORM_MESSAGES.bugTooLong,
    );
  });

  it('vacancy: contacts are required, the name and the birthday are not (decision 448)', () => {
    const schema = vacancyFieldsSchema(() => new Date(2026, 2, 10));
    const parsed = schema.safeParse({
      name: '  ',
      birthday: '',
      contacts: 'alena@example.ru',
      vacancy: VACANCIES[0].title as string,
      accept_rules: '1',
    });
    expect(parsed.success && parsed.data).toMatchObject({ name: '', birthday: '' });
  });

  it('vacancy: every field with its own text', () => {
    const schema = vacancyFieldsSchema(() => new Date(2026, 2, 10));
    const ok = {
      name: 'Алёна  Петрова',
      birthday: '14.05.2001',
      contacts: '+7 (900) 123-45-67',
      vacancy: VACANCIES[1].title as string,
      accept_rules: '1',
    };
    const parsed = schema.safeParse(ok);
    expect(parsed.success && parsed.data.name).toBe('Алёна Петрова');
    const cases: Array<[Partial<typeof ok>, string]> = [
      [{ name: 'Алёна 2' }, FORM_MESSAGES.nameInvalid],
      [{ name: 'Я'.repeat(101) }, FORM_MESSAGES.nameTooLong],
      [{ birthday: '30.02.2001' }, FORM_MESSAGES.birthdayNoSuchDate],
      [{ birthday: '1.2.2001' }, FORM_MESSAGES.birthdayInvalid],
      [{ birthday: '01.01.2030' }, FORM_MESSAGES.birthdayFuture],
      [{ birthday: '01.01.2015' }, FORM_MESSAGES.tooYoung],
      [{ birthday: '01.01.1900' }, FORM_MESSAGES.tooOld],
      [{ contacts: '' }, FORM_MESSAGES.contactsRequired],
      [{ contacts: '12345' }, FORM_MESSAGES.contactsInvalid],
      [{ vacancy: '' }, FORM_MESSAGES.vacancyRequired],
      [{ vacancy: 'Директор' }, FORM_MESSAGES.vacancyUnknown],
      [{ accept_rules: '0' }, FORM_MESSAGES.consentRequired],
    ];
    for (const [change, message] of cases)
      expect(first(schema.safeParse({ ...ok, ...change })), message).toBe(message);
  });
});
