import { create } from 'zustand';
import { rememberRedirect } from './redirect.js';

/** The 'Войти или зарегистрироваться' prompt (SPEC §2): any remote opens it, the host shows it. */
interface LoginPromptState {
  isOpen: boolean;
  open: (returnTo: string) => void;
  close: () => void;
}

export const useLoginPrompt = create<LoginPromptState>((set) => ({
  isOpen: false,
  open(returnTo) {
    rememberRedirect(returnTo);
    set({ isOpen: true });
  },
  close() {
    set({ isOpen: false });
  },
}));
