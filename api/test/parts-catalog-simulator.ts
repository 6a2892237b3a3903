import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../src/http/loopback.js';

/**
 * A stand-in for the aftermarket 'Catalogs API' on loopback (GET with the key in `Authorization`, JSON
 * answers): one catalog, one model, one car, a group with a subgroup and its parts. `slow` answers after
 * `delayMs`, `fail` answers 500.
 */
export const partsCatalogKey = 'catalogs-api-test-key';
export const partsCatalogVin = 'WVWZZZ6RZCY123456';

const car = {
  id: 'car-1',
  catalogId: 'vw',
  name: 'Polo',
  description: 'Polo 1.6 2012',
  modelId: 'polo',
  modelName: 'Polo',
  vin: partsCatalogVin,
  parameters: [{ idx: 'engine', key: 'engine', name: 'Двигатель', value: 'CFNA' }],
};

function answer(path: string, q: URLSearchParams): [number, unknown] {
  if (path === '/catalogs/') return [200, [{ id: 'vw', name: 'Volkswagen', modelsCount: 1 }]];
  if (path === '/catalogs/vw/models/') return [200, [{ id: 'polo', name: 'Polo', img: null }]];
  if (path === '/car/info') return [200, q.get('q') === partsCatalogVin ? [car] : []];
  if (path === '/catalogs/vw/cars2/') return [200, q.get('modelId') === 'polo' ? [car] : []];
  if (path === '/catalogs/vw/cars2/car-1') return [200, car];
  if (path === '/catalogs/vw/groups2/' && q.get('carId') === 'car-1') {
    if (!q.has('groupId'))
      return [
        200,
        [{ id: 'g1', parentId: null, hasSubgroups: true, hasParts: false, name: 'Фильтры', img: null }],
      ];
    return [
      200,
      [{ id: 'g2', parentId: 'g1', hasSubgroups: false, hasParts: true, name: 'Масляный фильтр', img: null }],
    ];
  }
  if (path === '/catalogs/vw/parts2/' && q.get('groupId') === 'g2') {
    return [
      200,
      {
        img: 'https://img.example/g2.png',
        imgDescription: 'Масляный фильтр',
        partGroups: [
          {
            name: 'Фильтр масляный',
            number: '03C115561H',
            positionNumber: '1',
            description: '',
            parts: [
              {
                id: 'p1',
                name: 'Фильтр масляный',
                number: '03C115561H',
                brand: 'VAG',
                notice: null,
                positionNumber: '1',
              },
            ],
          },
        ],
        positions: [{ number: '1', coordinates: [10, 20, 30, 30] }],
      },
    ];
  }
  return [404, { code: 404, message: 'Not found' }];
}

export async function startPartsCatalogSimulator(mode: 'ok' | 'slow' | 'fail' = 'ok', delayMs = 5_000) {
  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (req.headers.authorization !== partsCatalogKey) return send(res, 401, { message: 'Unauthorized' });
    if (mode === 'fail') return send(res, 500, { message: 'Internal error' });
    const [status, body] = answer(url.pathname, url.searchParams);
    if (mode === 'slow') setTimeout(() => send(res, status, body), delayMs).unref();
    else send(res, status, body);
  };
  const server = createServer(handle);
  const url = await listenOnLoopback(server);
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
