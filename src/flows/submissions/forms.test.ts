import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, REPORT_FILE_KINDS, VACANCIES } from '@softkino/contract/forms';
import { EMPTY_REPORT, validateReport } from './reportForm';
import { REPORT_FILE_RULE, VACANCY_FILE_RULE, checkChosenFile } from './submitController';
import { emptyVacancy, validateVacancy, type VacancyValues } from './vacancyForm';
import { initialSubmitState, submitReducer, type SubmitState } from './submitMachine';
import type { ReportValues } from './reportForm';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name = 'screen.png') => new File([PNG], name, { type: 'image/png' });

describe('validateReport', () => {
  it('says what is missing or wrong, field by field', () => {
    // Contacts are optional (spec section 5; decision 448): an empty report lacks only the bug.
    expect(validateReport(EMPTY_REPORT)).toEqual({ bug: FORM_MESSAGES.bugRequired });
    expect(validateReport({ ...EMPTY_REPORT, bug: 'Не нажимается кнопка' })).toEqual({});
    expect(validateReport({ ...EMPTY_REPORT, contacts: '12', bug: 'Сломано' })).toEqual({
      contacts: FORM_MESSAGES.contactsInvalid,
      bug: FORM_MESSAGES.bugTooShort,
    });
    const file = { file: png(), problem: FORM_MESSAGES.attachmentType };
    expect(
      validateReport({ contacts: '8 900 123-45-67', bug: 'Не нажимается кнопка', atachment: file }),
    ).toEqual({ atachment: FORM_MESSAGES.attachmentType });
    expect(
      validateReport({ contacts: 'a@b.ru', bug: 'Не нажимается кнопка', atachment: null }),
    ).toEqual({});
  });
});

describe('validateVacancy', () => {
  const today = () => new Date(2026, 2, 10);
  const good = {
    ...emptyVacancy(VACANCIES[0].title),
    name: 'Пётр Иванов',
    birthday: '01.02.2000',
    contacts: 'petr@example.ru',
    accept_rules: true,
  };

  it('checks every field, the birthday as a real past date', () => {
    expect(validateVacancy(good, today)).toEqual({});
    // Spec section 5: 'Vacancy: contacts required'. The name and the birthday may stay empty
    // (decision 448); the vacancy and the consent are still asked (decisions 285, 448).
    expect(validateVacancy(emptyVacancy(), today)).toEqual({
      contacts: FORM_MESSAGES.contactsRequired,
      vacancy: FORM_MESSAGES.vacancyRequired,
      accept_rules: FORM_MESSAGES.consentRequired,
    });
    expect(validateVacancy({ ...good, name: '', birthday: '' }, today)).toEqual({});
    expect(validateVacancy({ ...good, birthday: '31.04.2000' }, today)).toEqual({
      birthday: FORM_MESSAGES.birthdayNoSuchDate,
    });
    expect(validateVacancy({ ...good, birthday: '01.02.2027' }, today)).toEqual({
      birthday: FORM_MESSAGES.birthdayFuture,
    });
    expect(validateVacancy({ ...good, birthday: '11.03.2012' }, today)).toEqual({
      birthday: FORM_MESSAGES.tooYoung,
    });
    // Over 100 years: a slip in the year (decision 451).
    expect(validateVacancy({ ...good, birthday: '01.01.1900' }, today)).toStrictEqual({
      birthday: FORM_MESSAGES.tooOld,
    });
    expect(validateVacancy({ ...good, name: 'Петр 1' }, today)).toEqual({
      name: FORM_MESSAGES.nameInvalid,
    });
    expect(validateVacancy({ ...good, vacancy: 'Космонавт' }, today)).toEqual({
      vacancy: FORM_MESSAGES.vacancyUnknown,
    });
    expect(
      validateVacancy({ ...good, file: { file: png(), problem: FORM_MESSAGES.fileSize } }, today),
    ).toEqual({ file: FORM_MESSAGES.fileSize });
  });
});

describe('checkChosenFile', () => {
  const rule = { ...REPORT_FILE_RULE, kinds: REPORT_FILE_KINDS };

  it('reads the bytes: a real png passes, a text named .png does not', async () => {
    expect((await checkChosenFile(png(), rule)).problem).toBeNull();
    const forged = new File(['just text'], 'screen.png', { type: 'image/png' });
    expect((await checkChosenFile(forged, rule)).problem).toBe(FORM_MESSAGES.attachmentType);
  });

  it('refuses a file over 5 MB without reading it', async () => {
    const big = new File([PNG], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    expect((await checkChosenFile(big, rule)).problem).toBe(FORM_MESSAGES.attachmentSize);
    const vacancyRule = { ...VACANCY_FILE_RULE, kinds: ['pdf' as const] };
    expect((await checkChosenFile(big, vacancyRule)).problem).toBe(FORM_MESSAGES.fileSize);
  });
});

describe('submitReducer', () => {
  const reduce = submitReducer(validateReport);
  const typed: SubmitState<ReportValues> = {
    ...initialSubmitState(EMPTY_REPORT),
    values: { contacts: '8 900 123-45-67', bug: 'Кнопка не нажимается', atachment: null },
  };

  it('refuses bad input keeping every value; a change clears its field’s error', () => {
    const bad = reduce({ ...typed, values: { ...typed.values, bug: 'Ой' } }, { type: 'submit' });
    expect(bad.status).toBe('idle');
    expect(bad.command).toBeNull();
    expect(bad.errors).toEqual({ bug: FORM_MESSAGES.bugTooShort });
    expect(bad.values.contacts).toBe('8 900 123-45-67');
    const fixed = reduce(bad, { type: 'change', field: 'bug', value: 'Ой, не работает оплата' });
    expect(fixed.errors).toEqual({});
  });

  it('says at once what is wrong with a chosen file, and forgets it when the file goes', () => {
    const file = new File(['MZ'], 'virus.exe');
    const chosen = reduce(typed, {
      type: 'change',
      field: 'atachment',
      value: { file, problem: FORM_MESSAGES.attachmentType },
    });
    expect(chosen.errors).toEqual({ atachment: FORM_MESSAGES.attachmentType });
    expect(chosen.values.atachment?.file).toBe(file);
    const removed = reduce(chosen, { type: 'change', field: 'atachment', value: null });
    expect(removed.errors).toEqual({});
    const good = reduce(chosen, {
      type: 'change',
      field: 'atachment',
      value: { file: new File(['png'], 'screen.png'), problem: null },
    });
    expect(good.errors).toEqual({});
  });

  it('sends, then thanks; the server’s refusal lands on its field with the text kept', () => {
    const sending = reduce(typed, { type: 'submit' });
    expect(sending.status).toBe('sending');
    expect(sending.command).toEqual({ type: 'send', values: typed.values });
    // Nothing changes while sending.
    expect(reduce(sending, { type: 'change', field: 'bug', value: '' })).toBe(sending);
    expect(reduce(sending, { type: 'sent' }).status).toBe('sent');

    const refused = reduce(sending, {
      type: 'failed',
      message: FORM_MESSAGES.attachmentType,
      field: 'atachment',
    });
    expect(refused).toMatchObject({
      status: 'idle',
      command: null,
      errors: { atachment: FORM_MESSAGES.attachmentType },
      values: typed.values,
    });
    const network = reduce(sending, { type: 'failed', message: 'Что-то пошло не так.' });
    expect(network.errors).toEqual({ form: 'Что-то пошло не так.' });
  });

  it('fills only the fields still empty and untouched with what is known of the buyer', () => {
    const phone = { contacts: '+7 (999) 123-45-67' };
    const start = initialSubmitState<ReportValues>(EMPTY_REPORT);
    expect(reduce(start, { type: 'prefill', values: phone }).values.contacts).toBe(phone.contacts);
    // Typed before the profile came, or typed and cleared again: kept as the buyer left it.
    const mine = reduce(start, { type: 'change', field: 'contacts', value: 'me@mail.ru' });
    expect(reduce(mine, { type: 'prefill', values: phone })).toBe(mine);
    const cleared = reduce(mine, { type: 'change', field: 'contacts', value: '' });
    expect(reduce(cleared, { type: 'prefill', values: phone })).toBe(cleared);
    // A submit before the profile came left 'required' errors: a filled field loses its own
    // (the vacancy's contacts: the report's are optional, decision 448).
    const apply = submitReducer((values: VacancyValues) =>
      validateVacancy(values, () => new Date(2026, 2, 10)),
    );
    const refused = apply(initialSubmitState(emptyVacancy(VACANCIES[0].title)), {
      type: 'submit',
    });
    expect(refused.errors.contacts).toBe(FORM_MESSAGES.contactsRequired);
    expect(apply(refused, { type: 'prefill', values: phone }).errors).toEqual({
      accept_rules: FORM_MESSAGES.consentRequired,
    });
    const filled = reduce(start, { type: 'prefill', values: phone });
    // Nothing known, or the form already sending: unchanged.
    expect(reduce(start, { type: 'prefill', values: {} })).toBe(start);
    const sending = reduce(
      reduce(filled, {
        type: 'change',
        field: 'bug',
        value: 'Не открывается схема зала на телефоне',
      }),
      { type: 'submit' },
    );
    expect(sending.status).toBe('sending');
    const noContacts = { ...sending, values: { ...sending.values, contacts: '' } };
    expect(reduce(noContacts, { type: 'prefill', values: phone })).toBe(noContacts);
  });
});
