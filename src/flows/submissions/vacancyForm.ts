/** The vacancy application's fields and their checks (spec sections 3 and 5; decision 285). */
import { vacancyFieldsSchema } from '@softkino/contract/forms';
import type { ChosenFile, FieldErrors } from './submitMachine';

export interface VacancyValues {
  name: string;
  /** dd.mm.yyyy as typed through the date mask. */
  birthday: string;
  contacts: string;
  vacancy: string;
  accept_rules: boolean;
  file: ChosenFile | null;
}

export function emptyVacancy(vacancy = ''): VacancyValues {
  return { name: '', birthday: '', contacts: '', vacancy, accept_rules: false, file: null };
}

type TextField = Exclude<keyof VacancyValues, 'file'>;

/** The contract's rules, the same the server checks, with `today` for the birthday. */
export function validateVacancy(
  values: VacancyValues,
  today: () => Date = () => new Date(),
): FieldErrors<VacancyValues> {
  const errors: FieldErrors<VacancyValues> = {};
  const parsed = vacancyFieldsSchema(today).safeParse({
    name: values.name,
    birthday: values.birthday,
    contacts: values.contacts,
    vacancy: values.vacancy,
    accept_rules: values.accept_rules ? '1' : '0',
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TextField;
      errors[field] ??= issue.message;
    }
  if (values.file?.problem) errors.file = values.file.problem;
  return errors;
}
