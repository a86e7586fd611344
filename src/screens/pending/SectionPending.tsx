import { Link } from 'wouter';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './pending.css';

interface SectionPendingProps {
  title: string;
}

/**
 * The frame of a route whose feature has not landed yet: its real title and an honest note,
 * never invented content.
 */
export function SectionPending({ title }: SectionPendingProps) {
  useDocumentTitle(title);
  return (
    <section className="page page--narrow pending" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <p className="pending__text">
        Этот раздел сайта пока недоступен — мы над ним работаем. А расписание сеансов уже открыто.
      </p>
      <Link className="button button--primary" href="/afisha">
        Перейти к расписанию
      </Link>
    </section>
  );
}
