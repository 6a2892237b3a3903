import { after, before } from 'node:test';
import { launchBrowser, type ShopBrowser } from './browser.js';
import { startServer, type ShopServer, type StartOptions } from './server.js';

export interface Harness {
  server: ShopServer;
  shop: ShopBrowser;
}

/**
 * Starts the server and the browser together. If one fails, the other is stopped before the error is
 * rethrown: a chromium or a server left running keeps the test file's process alive and the run hangs.
 */
export async function startServerAndBrowser(options: StartOptions = {}): Promise<[ShopServer, ShopBrowser]> {
  const [server, shop] = await Promise.allSettled([startServer(options), launchBrowser()]);
  if (server.status === 'fulfilled' && shop.status === 'fulfilled') return [server.value, shop.value];
  if (server.status === 'fulfilled') await server.value.stop();
  if (shop.status === 'fulfilled') await shop.value.close();
  throw server.status === 'rejected' ? server.reason : (shop as PromiseRejectedResult).reason;
}

/** One production server and one browser for a test file: started before its tests, stopped after them. */
export function serverAndBrowser(options: () => StartOptions | Promise<StartOptions> = () => ({})): Harness {
  const harness = {} as Harness;
  before(async () => {
    [harness.server, harness.shop] = await startServerAndBrowser(await options());
  });
  after(async () => {
    await harness.shop?.close();
    await harness.server?.stop();
  });
  return harness;
}
