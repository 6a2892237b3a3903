import { TOAST_DURATION_SECONDS } from '../cache/index.js';

/**
 * Toasts (top-right, 3 s) and confirmations for the host and every remote. antd's notification and modal
 * are loaded on first use, not with the first page; `ShopConfig` gives them the shop's theme and
 * locale through `ConfigProvider.config({ holderRender })`, so they look like the rest of the page.
 */
type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** antd's static methods, after the module that gives them the shop's theme (`holderRender`). */
async function antdWithTheme() {
  const [, overlays] = await Promise.all([import('./ShopConfig.js'), import('@shop/shared/kit/overlays')]);
  return { notification: overlays.notification, Modal: overlays.Modal };
}

async function show(kind: ToastKind, title: string, description?: string) {
  const { notification } = await antdWithTheme();
  notification[kind]({ title, description, placement: 'topRight', duration: TOAST_DURATION_SECONDS });
}

export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
};

export interface ConfirmOptions {
  title: string;
  content?: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

/** Resolves true when the user confirms. */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { Modal } = await antdWithTheme();
  return new Promise((resolve) => {
    Modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText ?? 'Да',
      cancelText: options.cancelText ?? 'Отмена',
      okButtonProps: { danger: options.danger },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
