import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The page's notice, starting with the one the previous page sent along with the navigation
 * (`navigate(to, { state: { notice } })`: a form's "Anúncio enviado para moderação"). That one is
 * shown once: it is cleared from the history entry, so a reload does not repeat it.
 */
export function useLocationNotice<T>() {
  const location = useLocation();
  const navigate = useNavigate();
  const noticeState = useState<T | null>(() => (location.state as { notice?: T } | null)?.notice ?? null);

  useEffect(() => {
    if ((location.state as { notice?: unknown } | null)?.notice) {
      void navigate(`${location.pathname}${location.search}`, {
        replace: true,
        state: null,
        preventScrollReset: true,
      });
    }
  }, [location, navigate]);

  return noticeState;
}
