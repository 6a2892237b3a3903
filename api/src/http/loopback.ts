import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

function listen(server: Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Starts a stand-in server of an outside service (supplier simulator, payment sandbox) on loopback, on
 * `preferredPort` when it is free (links it gave out before a restart keep working), else on any free port,
 * and returns its base URL. The API's own server keeps the process alive; the stand-in alone must not (a
 * failed start).
 */
export async function listenOnLoopback(server: Server, preferredPort: number | null = null): Promise<string> {
  try {
    await listen(server, preferredPort ?? 0);
  } catch (error) {
    if (preferredPort === null) throw error;
    await listen(server, 0);
  }
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
