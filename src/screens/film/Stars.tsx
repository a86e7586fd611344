import { starCount } from '@softkino/contract/film';

/** A rating as five stars (spec section 5: the rate must be a number; 0 shows none lit). */
export function Stars({ rate }: { rate: unknown }) {
  const lit = starCount(rate);
  return (
    <span
      className="stars"
      role="img"
      aria-label={lit === 0 ? 'Без оценки' : `Оценка ${lit} из 5`}
      data-stars={lit}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          className={n <= lit ? 'stars__star stars__star--on' : 'stars__star'}
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8z" />
        </svg>
      ))}
    </span>
  );
}
