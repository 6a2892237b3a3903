import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/** A user-event session without delays or CSS pointer-events checks, which are slow in jsdom. */
export function setupUser(): UserEvent {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Puts `text` into a field as one paste (typing long texts key by key is slow in jsdom). */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
