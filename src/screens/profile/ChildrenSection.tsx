import { useRef } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_CHILDREN } from '@softkino/contract/user';
import { DateField } from '../../ui/form/MaskedField';
import { TextField } from '../../ui/form/TextField';
import { GenderChoice } from '../../ui/form/GenderChoice';
import { focusAfterRemoval } from '../../ui/focusAfterRemoval';
import { EMPTY_CHILD, type ProfileFormValues } from './profileForm';

/** 'Информация о детях': add, edit and remove children (name, birthday, gender). */
export function ChildrenSection() {
  const { control, register, formState } = useFormContext<ProfileFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'childs' });
  // With a schema resolver, validating one child's field (on its blur) stores the errors of the
  // whole `childs` list, so a birthday not typed yet would already show its error and vanish on
  // its own blur, moving the layout under the buyer's finger. A child's field shows its error
  // only once that field was left or the form was submitted.
  const { touchedFields, isSubmitted } = formState;
  // A child removed takes its 'Удалить' with it: the focus moves on first, to the next child's,
  // else the one before, else 'Добавить ребенка' (decision 430).
  const sectionRef = useRef<HTMLFieldSetElement>(null);
  function removeChild(index: number) {
    const section = sectionRef.current;
    const next = focusAfterRemoval(
      fields.map((f) => f.id),
      fields[index]!.id,
    );
    const target =
      next === null
        ? section?.querySelector<HTMLElement>('.children-add')
        : section?.querySelector<HTMLElement>(`[data-child="${next}"] .child__head button`);
    target?.focus();
    remove(index);
  }
  return (
    <fieldset className="profile-section" ref={sectionRef}>
      <legend className="profile-section__title">
        <h2 className="profile-section__heading">Информация о детях</h2>
      </legend>
      {fields.length === 0 && <p className="profile-section__empty">Дети не добавлены.</p>}
      <ul className="children">
        {fields.map((child, index) => {
          const errors = formState.errors.childs?.[index];
          const touched = touchedFields.childs?.[index];
          const nameError = touched?.name || isSubmitted ? errors?.name?.message : undefined;
          return (
            <li key={child.id} className="child" data-child={child.id}>
              <div className="child__head">
                <h3 className="child__title">Ребенок {index + 1}</h3>
                <button
                  type="button"
                  className="login__link"
                  aria-label={`Удалить: ребенок ${index + 1}`}
                  onClick={() => removeChild(index)}
                >
                  Удалить
                </button>
              </div>
              <div className="profile-section__grid profile-section__grid--three">
                <TextField
                  label="Имя"
                  required
                  {...register(`childs.${index}.name`)}
                  error={nameError}
                />
                <Controller
                  control={control}
                  name={`childs.${index}.birthday`}
                  render={({ field }) => (
                    <DateField
                      label="Дата рождения"
                      required
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={
                        touched?.birthday || isSubmitted ? errors?.birthday?.message : undefined
                      }
                    />
                  )}
                />
                <GenderChoice
                  legend="Пол"
                  required
                  registration={register(`childs.${index}.gender`)}
                  error={touched?.gender || isSubmitted ? errors?.gender?.message : undefined}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {fields.length < MAX_CHILDREN && (
        <button
          type="button"
          className="button button--ghost children-add"
          onClick={() => append(EMPTY_CHILD)}
        >
          Добавить ребенка
        </button>
      )}
    </fieldset>
  );
}
