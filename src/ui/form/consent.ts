/** The consent checkbox's text with the personal-data policy link (spec section 3, `pd`). */
export function ConsentText({ pd }: { pd: string }) {
  return (
    <>
      Согласен на{' '}
      <a href={pd} target="_blank" rel="noreferrer">
        обработку персональных данных
      </a>
    </>
  );
}
