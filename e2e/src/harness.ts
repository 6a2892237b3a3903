import { after, before } from 'node:test';
import { launchBrowser, type ShopBrowser } from './browser.js';
import { startServer, type ShopServer, type StartOptions } from './server.js';

export interface Harness {
  server: ShopServer;
  shop: ShopBrowser;
}

/** One production server and one browser for a test file: started before its tests, stopped after them. */
export function serverAndBrowser(options: () => StartOptions | Promise<StartOptions> = () => ({})): Harness {
  const harness = {} as Harness;
  before(async () => {
    [harness.server, harness.shop] = await Promise.all([startServer(await options()), launchBrowser()]);
  });
  after(async () => {
    await harness.shop?.close();
    await harness.server?.stop();
  });
  return harness;
}
