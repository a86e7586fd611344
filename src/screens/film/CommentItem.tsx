import { useEffect, useId, useRef, useState } from 'react';
import { COMPLAINT_LABELS, type ComplaintType, type FilmComment } from '@softkino/contract/film';
import { Stars } from './Stars';

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

interface CommentItemProps {
  comment: FilmComment;
  /** Whether the viewer is signed in: the complaint menu shows only then (spec section 5). */
  signedIn: boolean;
  sending: boolean;
  disabled: boolean;
  onComplain: (reason: ComplaintType) => void;
}

/** One comment: name, date, stars, text, and for a signed-in buyer the complaint menu. */
export function CommentItem({
  comment,
  signedIn,
  sending,
  disabled,
  onComplain,
}: CommentItemProps) {
  const date = new Date(comment.created_at);
  return (
    // Not a Tab stop: focusable for the focus that 'Показать еще' (useNextPageFocus) and a
    // complaint hand on.
    <li className="comment" tabIndex={-1}>
      <div className="comment__head">
        <span className="comment__avatar" aria-hidden="true">
          {comment.user_name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="comment__who">
          <span className="comment__name">{comment.user_name}</span>
          {!Number.isNaN(date.getTime()) && (
            <time className="comment__date" dateTime={comment.created_at}>
              {DATE.format(date)}
            </time>
          )}
        </div>
        <Stars rate={comment.rate} />
      </div>
      <p className="comment__body">{comment.body}</p>
      {signedIn && comment.mine && <p className="comment__note">Ваш отзыв</p>}
      {signedIn && comment.complained && <p className="comment__note">Жалоба отправлена</p>}
      {signedIn && comment.complaints.length > 0 && (
        <ComplaintMenu
          reasons={comment.complaints}
          author={comment.user_name}
          sending={sending}
          disabled={disabled}
          onChoose={onComplain}
        />
      )}
    </li>
  );
}

interface ComplaintMenuProps {
  reasons: ComplaintType[];
  author: string;
  sending: boolean;
  disabled: boolean;
  onChoose: (reason: ComplaintType) => void;
}

/**
 * 'Пожаловаться' opens the reasons: 'Спам', 'Оскорбление', 'Нецензурная речь'. A disclosure (a
 * button that shows a list of buttons), not an ARIA menu: Tab walks the reasons, Escape gives
 * the focus back to 'Пожаловаться' (decision 406), and a reason chosen gives it to the comment.
 */
function ComplaintMenu({ reasons, author, sending, disabled, onChoose }: ComplaintMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    function away(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    function escape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (root.current?.contains(document.activeElement)) toggle.current?.focus();
      setOpen(false);
    }
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div className="complaint" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="complaint__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Пожаловаться на комментарий: ${author}`}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
      >
        {sending ? 'Отправляем жалобу...' : 'Пожаловаться'}
      </button>
      {open && (
        <ul id={menuId} className="complaint__menu" aria-label="Причина жалобы">
          {reasons.map((reason) => (
            <li key={reason}>
              <button
                type="button"
                onClick={() => {
                  // The comment takes the focus, not 'Пожаловаться': that button is disabled
                  // while the complaint is sent and gone once it is, and the alert that follows
                  // gives the focus back to where it was (decision 429).
                  root.current?.closest<HTMLElement>('.comment')?.focus();
                  setOpen(false);
                  onChoose(reason);
                }}
              >
                {COMPLAINT_LABELS[reason]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
