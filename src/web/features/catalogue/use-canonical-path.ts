import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The id decides the page; the words before it are only for people (catalogue-links.ts). When they are
 * out of date (a renamed product, a hand-typed link) the address is quietly corrected, query kept.
 */
export function useCanonicalPath(link: string | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (link && link !== location.pathname) {
      void navigate({ pathname: link, search: location.search }, { replace: true, preventScrollReset: true });
    }
  }, [link, location.pathname, location.search, navigate]);
}
