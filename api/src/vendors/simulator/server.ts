import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { normalizePartNumber } from '@shop/shared/catalog';
import type { Database } from '../../db/connection.js';
import { abcpErrorCodes, abcpPasswordHash, type AbcpErrorBody } from '../abcp/protocol.js';
import { findSimulatedGoods, findSimulatedVendor } from './queries.js';
import { listenOnLoopback } from '../../http/loopback.js';
import { simulatedArticles } from './offers.js';

/**
 * How simulated suppliers misbehave, for tests and demonstrations:
 * - `delayMs`: answer only after this pause (the pause ends when the caller hangs up);
 * - `fail: 'http'`: HTTP 500 with an HTML page, as a broken proxy answers;
 * - `fail: 'abcp'`: HTTP 500 with an ABCP error body `{errorCode, errorMessage}`.
 * Part numbers starting with 'SLOW' are always answered after a minute, numbers starting with 'FAIL'
 * always fail the ABCP way, so slow and failing suppliers can be seen from the site as well.
 */
export interface SimulatedBehaviour {
  delayMs?: number;
  fail?: 'http' | 'abcp';
}

/**
 * Local suppliers speaking the ABCP protocol on loopback, one per remote ABCP vendor of the database,
 * at `urlFor(vendorId)`; they check the vendor's login and password and know the shop's goods.
 */
export interface SupplierSimulator {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The API address of one simulated supplier: what `vendors.api_url` would hold. */
  urlFor(vendorId: number): string;
  /** Changes how one supplier (or, without `vendorId`, every supplier) answers; `{}` restores it. */
  behave(behaviour: SimulatedBehaviour, vendorId?: number): void;
  close(): Promise<void>;
}

const slowPrefix = 'SLOW';
const failPrefix = 'FAIL';
const slowDelayMs = 60_000;
const searchRoute = /^\/suppliers\/(\d{1,9})\/search\/articles\/?$/;

function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  if (res.destroyed || res.headersSent) return;
  const body = JSON.stringify(payload);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

function sendError(res: ServerResponse, status: number, errorCode: number, errorMessage: string): void {
  const body: AbcpErrorBody = { errorCode, errorMessage };
  sendJson(res, status, body);
}

/** Waits `ms`; false when the caller hung up meanwhile (then nobody needs the answer). */
function pause(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    res.once('close', onClose);
  });
}

export async function startSupplierSimulator(db: Database): Promise<SupplierSimulator> {
  let common: SimulatedBehaviour = {};
  const perVendor = new Map<number, SimulatedBehaviour>();

  function behaviourFor(vendorId: number, number: string): SimulatedBehaviour {
    const normalized = normalizePartNumber(number);
    if (normalized.startsWith(slowPrefix)) return { delayMs: slowDelayMs };
    if (normalized.startsWith(failPrefix)) return { fail: 'abcp' };
    return perVendor.get(vendorId) ?? common;
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = searchRoute.exec(url.pathname);
    if (req.method !== 'GET' || !route) {
      sendError(res, 404, abcpErrorCodes.badRequest, 'Неизвестная операция');
      return;
    }
    const vendor = await findSimulatedVendor(db, Number(route[1]));
    if (!vendor) {
      sendError(res, 404, abcpErrorCodes.resourceBlocked, 'Ресурс не найден или заблокирован');
      return;
    }
    const query = url.searchParams;
    const password = query.get('userpsw')?.toLowerCase();
    if (query.get('userlogin') !== vendor.login || password !== abcpPasswordHash(vendor.password)) {
      sendError(res, 403, abcpErrorCodes.authFailed, 'Неверный логин или пароль');
      return;
    }
    const number = query.get('number')?.trim() ?? '';
    if (!number) {
      sendError(res, 400, abcpErrorCodes.badRequest, 'Не указан номер детали');
      return;
    }
    const behaviour = behaviourFor(vendor.id, number);
    if (behaviour.delayMs && !(await pause(behaviour.delayMs, res))) return;
    if (behaviour.fail === 'http') {
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><body><h1>500 Internal Server Error</h1></body></html>');
      return;
    }
    if (behaviour.fail === 'abcp') {
      sendError(res, 500, abcpErrorCodes.unknown, 'Сервис временно недоступен');
      return;
    }
    const goods = await findSimulatedGoods(db, query.get('brand') ?? '', number);
    sendJson(res, 200, simulatedArticles(vendor, goods, new Date()));
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => sendError(res, 500, abcpErrorCodes.unknown, 'Внутренняя ошибка сервиса'));
  });
  const url = await listenOnLoopback(server);

  return {
    url,
    urlFor: (vendorId) => `${url}/suppliers/${vendorId}`,
    behave(behaviour, vendorId) {
      if (vendorId === undefined) {
        common = behaviour;
        perVendor.clear();
      } else {
        perVendor.set(vendorId, behaviour);
      }
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections of the shop's own HTTP client would otherwise hold the close.
        server.closeAllConnections();
      });
    },
  };
}
