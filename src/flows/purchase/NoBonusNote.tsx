import { Link } from 'wouter';

/**
 * Spec section 6: where the session or its cinema is flagged no_bonus, bonus spending is not
 * offered and the buyer is pointed to the mobile app. Shown on the scheme step (in place of the
 * guest's sign-in note, decision 366) and in checkout.
 */
export function NoBonusNote({ className }: { className: string }) {
  return (
    <p className={className}>
      На этот сеанс бонусы не начисляются и не списываются. Бонусной картой можно пользоваться в
      мобильном приложении. <Link href="/about/bonus#app">Бонусы в приложении</Link>
    </p>
  );
}
