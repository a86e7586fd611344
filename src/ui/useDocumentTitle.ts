import { useEffect } from 'react';
import { BRAND } from '@softkino/contract/brand';

/** 'Расписание сеансов — СофтКино'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — ${BRAND.name}`;
  }, [title]);
}
