import { useEffect, useId, useState } from 'react';
import { PROFILE_MESSAGES, type User } from '@softkino/contract/user';
import { showAlert } from '../../ui/popups/alerts';
import { isPictureFile } from './imageCheck';
import { photoError, type PhotoChange } from './profileForm';

interface AvatarBlockProps {
  user: User;
  photo: PhotoChange;
  onChange: (photo: PhotoChange) => void;
}

/** The avatar: a jpeg or png upload, or its removal (photo_del); saved with the form. */
export function AvatarBlock({ user, photo, onChange }: AvatarBlockProps) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!photo.file) return setPreview(null);
    const url = URL.createObjectURL(photo.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo.file]);

  const stored = photo.remove ? null : user.avatar;
  const src = preview ?? stored ?? user.default_avatar;
  const hasPhoto = Boolean(preview ?? stored);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const error = photoError(file);
    if (error) return showAlert({ status: 'error', text: error });
    // Only a file that opens as a picture is previewed; the current photo stays otherwise.
    if (!(await isPictureFile(file)))
      return showAlert({ status: 'error', text: PROFILE_MESSAGES.photoUnreadable });
    onChange({ file, remove: false });
  }

  return (
    <div className="avatar">
      <img className="avatar__image" src={src} alt="Фото профиля" width="96" height="96" />
      <div className="avatar__actions">
        <label className="login__link avatar__upload" htmlFor={inputId}>
          {hasPhoto ? 'Заменить фото' : 'Загрузить фото'}
        </label>
        <input
          id={inputId}
          className="avatar__input"
          type="file"
          accept="image/jpeg,image/png"
          onChange={(event) => void choose(event)}
        />
        {hasPhoto && (
          <button
            type="button"
            className="login__link login__link--muted"
            onClick={() => onChange({ file: null, remove: user.avatar !== null })}
          >
            Удалить фото
          </button>
        )}
      </div>
    </div>
  );
}
