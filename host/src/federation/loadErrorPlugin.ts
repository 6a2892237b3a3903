import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Turns a remote that cannot be fetched into a rejected load instead of an uncaught script error,
 * so the host's route discovery can show that area's fallback and keep the rest of the page working.
 */
export default function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-load-error',
    errorLoadRemote({ id, error }) {
      console.error(`Не удалось загрузить модуль ${id}`, error);
      return undefined;
    },
  };
}
