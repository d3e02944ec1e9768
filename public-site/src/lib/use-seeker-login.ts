import { useLocation } from 'react-router-dom';
import { useAuthPanel } from 'shared-api';

/** Opens the login panel on its job-seeker tab; once logged in, the visitor comes back to this page. */
export function useSeekerLogin(): () => void {
  const { pathname } = useLocation();
  return () => {
    const panel = useAuthPanel.getState();
    panel.setReturnTo(pathname);
    panel.openAuthPanel('login', 'job_seeker');
  };
}
