import { create } from 'zustand';
import type { SignupRole } from '../contract/common.ts';

export type AuthTab = 'login' | 'signup';

export type AuthPanelState = {
  open: boolean;
  tab: AuthTab;
  role: SignupRole;
  /** Where to go after the next login (a protected page the user was sent away from). */
  returnTo: string | null;
  openAuthPanel: (tab?: AuthTab, role?: SignupRole) => void;
  closeAuthPanel: () => void;
  setAuthPanel: (patch: Partial<Pick<AuthPanelState, 'tab' | 'role'>>) => void;
  setReturnTo: (path: string | null) => void;
};

/** The slide-in login / sign-up panel: open or not, which tab and role, and where a login returns to. */
export const useAuthPanel = create<AuthPanelState>()((set) => ({
  open: false,
  tab: 'login',
  role: 'job_seeker',
  returnTo: null,
  openAuthPanel(tab = 'login', role) {
    set((state) => ({ open: true, tab, role: role ?? state.role }));
  },
  closeAuthPanel() {
    set({ open: false });
  },
  setAuthPanel(patch) {
    set(patch);
  },
  setReturnTo(returnTo) {
    set({ returnTo });
  },
}));
