import { useAtom } from 'jotai';
import { AlertIcon, CalendarIcon, CheckIcon, HeartIcon } from '../icons';
import { CLOSE_LABEL, alertTitle, alertsAtom, type AlertEntry } from './alerts';
import { Modal } from './Modal';

function StatusIcon({ status }: { status: AlertEntry['status'] }) {
  if (status === 'success') return <CheckIcon />;
  if (status === 'favorite') return <HeartIcon filled />;
  if (status === 'empty_day') return <CalendarIcon />;
  return <AlertIcon />;
}

/** Shows the first queued alert; the next one appears after it is removed. */
export function AlertHost() {
  const [queue, setQueue] = useAtom(alertsAtom);
  const alert = queue[0];
  if (!alert) return null;
  const title = alert.title ?? alertTitle(alert.status);
  const remove = () => setQueue((items) => items.filter((item) => item.id !== alert.id));
  return (
    <Modal key={alert.id} label={title} onClosed={remove} size="small">
      {(close) => (
        <div className={`alert alert--${alert.status}`}>
          <div className="alert__icon">
            <StatusIcon status={alert.status} />
          </div>
          <h2 className="alert__title">{title}</h2>
          <p className="alert__text">{alert.text}</p>
          <div className="alert__actions">
            {alert.link && (
              <a className="button button--primary" href={alert.link.href}>
                {alert.link.label}
              </a>
            )}
            <button
              type="button"
              className={`button ${alert.link ? 'button--ghost' : 'button--primary'}`}
              onClick={close}
            >
              {alert.button ?? CLOSE_LABEL}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
