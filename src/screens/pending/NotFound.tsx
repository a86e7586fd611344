import { Link } from 'wouter';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './pending.css';

/** 404 for paths outside the spec's route table. */
export function NotFound() {
  useDocumentTitle('Страница не найдена');
  return (
    <section className="page page--narrow pending" aria-labelledby="page-title">
      <p className="pending__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title" className="page__title">
        Страница не найдена
      </h1>
      <p className="pending__text">
        Возможно, ссылка устарела или в адресе опечатка. Загляните в расписание — там всё самое
        свежее.
      </p>
      <Link className="button button--primary" href="/">
        К расписанию сеансов
      </Link>
    </section>
  );
}
