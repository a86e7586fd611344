import { Link } from 'wouter';
import './auth.css';

/**
 * What #registration shows a signed-in buyer instead of a form prefilled with their own phone
 * (docs/decisions/104): they have an account; to register another number, sign out first.
 */
export function AlreadySignedIn({ close }: { close?: () => void }) {
  return (
    <div className="login login--signed-in">
      <h2 className="login__title">Вы уже вошли в личный кабинет</h2>
      <p className="login__lead">
        Регистрироваться еще раз не нужно. Чтобы зарегистрировать другой номер, сначала выйдите из
        кабинета.
      </p>
      <div className="login__question-actions">
        <Link href="/profile" className="button button--primary" onClick={close}>
          Перейти в личный кабинет
        </Link>
        {close && (
          <button type="button" className="button button--ghost" onClick={close}>
            Закрыть
          </button>
        )}
      </div>
    </div>
  );
}
