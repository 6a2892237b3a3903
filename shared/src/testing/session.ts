import type { User } from '../types/index.js';
import { useSession, type SessionState } from '@shop/shared/session';

/** Puts the session store in a known state: a resolved guest or user; actions may be replaced by mocks. */
export function setSession(profile: User | null, actions: Partial<SessionState> = {}): void {
  useSession.setState(
    {
      ...useSession.getInitialState(),
      profile,
      isGuest: !profile,
      isFetching: false,
      isResolved: true,
      switchUser: null,
      ...actions,
    },
    true,
  );
}

/** A `loginWithToken` that logs `user` in without the network. */
export function loginAs(user: User) {
  return jest.fn(async () => {
    useSession.setState({ profile: user, isGuest: false });
    return user;
  });
}
