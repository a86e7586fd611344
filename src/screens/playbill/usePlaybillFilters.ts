import { useCallback, useMemo } from 'react';
import { useSearch } from 'wouter/use-browser-location';
import { filtersToSearch, parseFilters, type PlaybillFilters } from './playbillFilters';

/**
 * The playbill's filters kept in the query string, so a filtered view can be shared and
 * survives a reload. Changes replace the history entry (typing a name must not fill the back
 * button), keep the path, the hash (an open popup) and any other parameter.
 */
export function usePlaybillFilters(): [PlaybillFilters, (next: PlaybillFilters) => void] {
  const search = useSearch();
  const filters = useMemo(() => parseFilters(search), [search]);
  const setFilters = useCallback((next: PlaybillFilters) => {
    const { pathname, search: current, hash } = window.location;
    const url = `${pathname}${filtersToSearch(next, current)}${hash}`;
    try {
      window.history.replaceState(window.history.state, '', url);
    } catch {
      // Safari throttles replaceState (100 calls in 30 s): the view still follows the state
      // of the next successful call.
    }
  }, []);
  return [filters, setFilters];
}
