import { lazy, Suspense } from 'react';
import { useLoginPrompt } from '@shop/shared/session';

const LoginPromptModal = lazy(() => import('./LoginPromptModal'));

/** Shown when a guest does something that needs an account; the modal's code loads only when it opens. */
export function LoginPrompt() {
  const isOpen = useLoginPrompt((state) => state.isOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptModal />
    </Suspense>
  );
}
