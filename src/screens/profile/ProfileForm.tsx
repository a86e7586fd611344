import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toApiError } from '../../api/errors';
import type { User } from '@softkino/contract/user';
import { saveProfile, type ProfileEdit } from '../../api/user';
import { VERIFY_PROMPT_DELAY_MS } from '../../lib/timings';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useFirstRefusalFocus } from '../../ui/form/useFirstRefusalFocus';
import { showAlert } from '../../ui/popups/alerts';
import { showSavedAndReload } from './afterSave';
import { AccessSection } from './AccessSection';
import { ChildrenSection } from './ChildrenSection';
import { ExtraSection } from './ExtraSection';
import { FillInPopup } from './FillInPopup';
import { PersonalSection } from './PersonalSection';
import {
  NO_PHOTO_CHANGE,
  profileFormSchema,
  needsVerifyPrompt,
  toFormValues,
  toProfileEdit,
  type PhotoChange,
  type ProfileFormValues,
} from './profileForm';
import { VerifyPopup } from './VerifyPopup';

interface ProfileFormProps {
  user: User;
  /** Loads the profile again; rejects when that fails. */
  reload: () => Promise<User | null>;
  /** The photo's choice, made in the top above the form (the profile screen's). */
  photo: PhotoChange;
  onPhotoChange: (photo: PhotoChange) => void;
  /** The save call; tests pass a fake. */
  save?: (edit: ProfileEdit) => Promise<void>;
}

/**
 * The profile form (spec section 2, Profile page): four sections, 'Сохранить изменения' and
 * 'Отменить изменения'. Saving: sending, then the success popup and a fresh load, or the message.
 */
export function ProfileForm({
  user,
  reload,
  photo,
  onPhotoChange: setPhoto,
  save = saveProfile,
}: ProfileFormProps) {
  // The rules of the user shown (a filled name may not be cleared); useForm reads its resolver
  // at each render, so a fresh load brings its own.
  const resolver = useMemo(() => zodResolver(profileFormSchema(user)), [user]);
  const form = useForm<ProfileFormValues>({
    resolver,
    defaultValues: toFormValues(user),
    mode: 'onTouched',
    // The first refused field is shown by `refused` below, the child's birthday included.
    shouldFocusError: false,
  });
  // A refused save brings its first refused field, with its error, to the middle of the
  // screen: the field being typed in keeps the focus on the press (`keepFocus`), so a focus
  // alone would not scroll to it (decision 428).
  const { formRef, refused } = useFirstRefusalFocus<HTMLFormElement>();
  // The missing-data prompt: the verify popup first, whose 'Заполнить' opens the fill-in popup.
  const [prompt, setPrompt] = useState<'none' | 'verify' | 'fillIn'>('none');
  const { reset, setError, formState } = form;

  // A fresh load (after a save) becomes the form's new starting point. Not on the form's first
  // render: its values came from this user already, and a photo chosen in the top while the
  // form's code was on its way must stay chosen (decision 348).
  const shownUser = useRef(user);
  useEffect(() => {
    if (shownUser.current === user) return;
    shownUser.current = user;
    reset(toFormValues(user));
    setPhoto(NO_PHOTO_CHANGE);
  }, [reset, setPhoto, user]);

  // The sections under the first one come in a deferred render after the first commit: the
  // form's arrival is then shorter tasks instead of one long one on a slow phone (decision 338).
  // Nothing moves: they come below what is already drawn.
  const rest = useDeferredValue(true, false);

  const incomplete = needsVerifyPrompt(user);
  /** The buyer has typed or chosen something in the form since it loaded. */
  const edited = useRef(false);
  useEffect(() => {
    if (!incomplete) return;
    // A buyer already filling in the form is doing what the prompt asks: a popup over the field
    // being typed in would take the focus and the keystrokes meant for it (decision 428).
    const timer = setTimeout(() => {
      const typing = formRef.current?.contains(document.activeElement) ?? false;
      if (!edited.current && !typing) setPrompt('verify');
    }, VERIFY_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [incomplete, formRef]);

  async function submit(values: ProfileFormValues) {
    try {
      await save(toProfileEdit(values, user, photo));
    } catch (thrown) {
      const error = toApiError(thrown);
      // A refused field names itself in errors.code (docs/decisions/060).
      const field = typeof error.code === 'string' ? error.code : '';
      if (field in values) setError(field as keyof ProfileFormValues, { message: error.message });
      showAlert({ status: 'error', text: error.message });
      return;
    }
    await showSavedAndReload(reload);
  }

  /**
   * A press on the two buttons leaves the focus where it is. Taking it made the field left show
   * its error (mode onTouched) between the press and the release: a new child's name, focused on
   * adding the child, grew its row, the buttons moved down under the pointer and the click
   * landed beside them, so 'Сохранить изменения' sent nothing and showed only that one error.
   * The click itself validates every field at once; a keyboard's Enter or Space is unaffected.
   */
  function keepFocus(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
  }

  function cancel() {
    reset(toFormValues(user));
    setPhoto(NO_PHOTO_CHANGE);
  }

  return (
    <FormProvider {...form}>
      <form
        className="profile-form"
        ref={formRef}
        onInput={() => {
          edited.current = true;
        }}
        onSubmit={form.handleSubmit(submit, refused)}
        noValidate
      >
        <AccessSection user={user} />
        {rest && (
          <>
            <PersonalSection birthdayLocked={user.birthday !== ''} />
            <ChildrenSection />
            <ExtraSection user={user} />
            <div className="profile-form__actions">
              <SubmitButton loading={formState.isSubmitting} onMouseDown={keepFocus}>
                Сохранить изменения
              </SubmitButton>
              <button
                type="button"
                className="button button--ghost"
                onClick={cancel}
                onMouseDown={keepFocus}
                disabled={formState.isSubmitting}
              >
                Отменить изменения
              </button>
            </div>
          </>
        )}
      </form>
      {prompt === 'verify' && (
        <VerifyPopup
          user={user}
          onClosed={(next) => setPrompt(next === 'fill' ? 'fillIn' : 'none')}
        />
      )}
      {prompt === 'fillIn' && (
        <FillInPopup user={user} reload={reload} onClosed={() => setPrompt('none')} />
      )}
    </FormProvider>
  );
}
