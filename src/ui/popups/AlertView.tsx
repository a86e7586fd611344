import type { ReactNode } from 'react';
import { AlertIcon, CalendarIcon, CheckIcon, HeartIcon } from '../icons';
import { alertTitle, type AlertStatus } from './alerts';

function StatusIcon({ status }: { status: AlertStatus }) {
  if (status === 'success') return <CheckIcon />;
  if (status === 'favorite') return <HeartIcon filled />;
  if (status === 'empty_day') return <CalendarIcon />;
  return <AlertIcon />;
}

export interface AlertViewProps {
  status: AlertStatus;
  /** 'Отлично!', 'Ошибка'... by the status unless given. */
  title?: string;
  text: ReactNode;
  /** 'status' for a success shown in place, 'alert' for a failure shown in place. */
  role?: 'status' | 'alert';
  className?: string;
  /** The buttons and links under the text. */
  children: ReactNode;
}

/**
 * The look of the site's alerts (spec section 4, Popups): the status's icon, the title, the
 * text, the actions. The alert queue (AlertHost) and the views that show an alert in a popup of
 * their own (a form's thanks, a card activated, a load error, a popup that failed) all draw it.
 */
export function AlertView({
  status,
  title = alertTitle(status),
  text,
  role,
  className,
  children,
}: AlertViewProps) {
  return (
    <div className={`alert alert--${status}${className ? ` ${className}` : ''}`} role={role}>
      <div className="alert__icon" aria-hidden="true">
        <StatusIcon status={status} />
      </div>
      <h2 className="alert__title">{title}</h2>
      <p className="alert__text">{text}</p>
      <div className="alert__actions">{children}</div>
    </div>
  );
}
