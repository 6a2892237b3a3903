import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a stand-in server of an outside service (supplier simulator, payment sandbox) on a free loopback
 * port and returns its base URL. The API's own server keeps the process alive; the stand-in alone must not
 * (a failed start).
 */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
