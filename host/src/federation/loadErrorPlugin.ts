import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// A runtime plugin runs before shared modules are negotiated: it imports nothing shared.
import { kernelMismatch, kernelMismatchMessage } from './kernelMismatch';

/**
 * Turns a remote that cannot be fetched into a rejected load instead of an uncaught script error,
 * so the host's route discovery can show that area's fallback and keep the rest of the page working.
 * A remote refused by the page's kernel (built against a newer `@shop/shared`) gets a message that says so.
 */
export default function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-load-error',
    errorLoadRemote({ id, error }) {
      const mismatch = kernelMismatch(error);
      if (mismatch) console.error(kernelMismatchMessage(mismatch));
      else console.error(`Не удалось загрузить модуль ${id}`, error);
      return undefined;
    },
  };
}
