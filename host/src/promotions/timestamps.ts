import { local } from '@shop/shared/api';

/** Times (ms) kept in local storage, so that a reload or another tab does not show a closed popup again. */
export interface Timestamps {
  get(key: string): number | null;
  set(key: string, time: number): void;
}

export const timestampKeys = {
  popupShown: (id: number) => `popup.${id}.closedAt`,
  popupLast: 'popup.lastShownAt',
  toastClosed: 'promotion.toast.closedAt',
  modalClosed: 'promotion.modal.closedAt',
} as const;

export const localTimestamps: Timestamps = {
  get(key) {
    const value = Number(local.get(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  set(key, time) {
    local.set(key, String(time));
  },
};
