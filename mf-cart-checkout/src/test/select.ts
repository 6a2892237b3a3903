import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The label shown by the antd select of a form field (`data-field`), null when nothing is chosen. */
export function selectedIn(field: string): string | null {
  return document.querySelector(`[data-field="${field}"] .ant-select-content`)?.getAttribute('title') ?? null;
}

/** Opens the select labelled `label` and picks the option `option`. */
export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ).find((element) => element.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}
