import { useAtom } from 'jotai';
import { Link } from 'wouter';
import { CLOSE_LABEL, alertTitle, alertsAtom } from './alerts';
import { AlertView } from './AlertView';
import { Modal } from './Modal';

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
        <AlertView status={alert.status} title={title} text={alert.text}>
          {alert.link?.state !== undefined ? (
            <Link
              className="button button--primary"
              href={alert.link.href}
              state={alert.link.state}
              onClick={() => {
                alert.link?.onFollow?.();
                close();
              }}
            >
              {alert.link.label}
            </Link>
          ) : (
            alert.link && (
              <a
                className="button button--primary"
                href={alert.link.href}
                onClick={alert.link.onFollow}
              >
                {alert.link.label}
              </a>
            )
          )}
          <button
            type="button"
            className={`button ${alert.link ? 'button--ghost' : 'button--primary'}`}
            onClick={close}
          >
            {alert.button ?? CLOSE_LABEL}
          </button>
        </AlertView>
      )}
    </Modal>
  );
}
