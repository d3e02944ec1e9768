import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on each path change (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
