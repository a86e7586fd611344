import { VACANCIES } from '@softkino/contract/forms';
import { popupHash } from '../../ui/popups/hash';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './vacancies.css';

export const VACANCIES_TITLE = 'Вакансии';

/**
 * /vacancies: the chain's open vacancies; each 'Откликнуться' opens #vacancy-popup with the
 * vacancy's name as the anchor's param (docs/decisions/022, 285).
 */
export function VacanciesScreen() {
  useDocumentTitle(VACANCIES_TITLE);
  return (
    <section className="page vacancies" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {VACANCIES_TITLE}
      </h1>
      <p className="vacancies__lead">
        Ищем людей, которые любят кино и гостей. Опыт не обязателен: всему научим. Оставьте отклик —
        мы ответим в течение трех рабочих дней.
      </p>
      <ul className="vacancies__list">
        {VACANCIES.map((v) => (
          <li key={v.title} className="vacancy">
            <h2 className="vacancy__title">{v.title}</h2>
            <p className="vacancy__pay">{v.pay}</p>
            <p className="vacancy__text">{v.text}</p>
            <dl className="vacancy__facts">
              <div>
                <dt>Где</dt>
                <dd>{v.where}</dd>
              </div>
              <div>
                <dt>График</dt>
                <dd>{v.schedule}</dd>
              </div>
            </dl>
            <a
              className="button button--primary vacancy__apply"
              href={popupHash('vacancy-popup', v.title)}
              aria-label={`Откликнуться на вакансию «${v.title}»`}
            >
              Откликнуться
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
