import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../src/http/loopback.js';

/**
 * A stand-in for Laximo.CAT's REST API on loopback (POST /restApi/v1/<operation>?params, HTTP Basic, JSON
 * answers, errors as `{"message": "E_CODE:detail"}`), with one catalog and one car. `slow` answers after
 * `delayMs`, `fail` answers 500 to everything.
 */
export interface LaximoSimulator {
  url: string;
  calls: string[];
  close(): Promise<void>;
}

export const simulatorAccount = { login: 'shop', key: 'laximo-test-key' };
export const simulatorVin = 'JTNB11HK003012345';

const catalog = {
  brand: 'TOYOTA',
  code: 'TOYOTA00',
  name: 'Toyota Europe',
  features: [
    { name: 'wizardsearch2' },
    { name: 'vinsearch' },
    { name: 'quickgroups' },
    { name: 'detailapplicability' },
  ],
};
const vehicle = {
  catalog: 'TOYOTA00',
  brand: 'TOYOTA',
  name: 'CAMRY',
  vehicleId: '7',
  ssd: '$VEH7$',
  attributes: [
    { key: 'model', name: 'Модель', value: 'CAMRY' },
    { key: 'engine', name: 'Двигатель', value: '2AR-FE' },
  ],
};
const unit = {
  unitId: '42',
  code: '1502',
  name: 'Масляный фильтр',
  imageUrl: 'https://img.example/TOYOTA00/%size%/1502.png',
  ssd: '$UNIT42$',
};
const details = [
  {
    oem: '90915-YZZE1',
    name: 'Фильтр масляный',
    codeOnImage: '1',
    attributes: [{ key: 'amount', name: 'Кол-во', value: '1' }],
  },
  { oem: '90430-12031', name: 'Прокладка пробки', codeOnImage: '2', attributes: [] },
];

function wizard(ssd: string) {
  const chosen = ssd === '$M1$';
  return [
    {
      allowListVehicles: chosen,
      automatic: false,
      conditionId: 'M',
      determined: chosen,
      name: 'Модель',
      type: 'list',
      value: chosen ? 'CAMRY' : '',
      ssd: '',
      options: [{ key: '$M1$', value: 'CAMRY' }],
    },
  ];
}

function answer(operation: string, q: URLSearchParams): [number, unknown] {
  const ssd = q.get('ssd') ?? '';
  if (q.has('catalog') && q.get('catalog') !== 'TOYOTA00')
    return [400, { message: 'E_CATALOGNOTEXISTS:нет каталога' }];
  if (ssd !== '' && !['$M1$', '$VEH7$', '$UNIT42$'].includes(ssd))
    return [400, { message: 'E_INVALIDPARAMETER:ssd' }];
  switch (operation) {
    case 'listCatalogs':
      return [200, [catalog]];
    case 'getCatalogInfo':
      return [200, catalog];
    case 'getWizard2':
      return [200, wizard(ssd)];
    case 'findVehicleByWizard2':
      return [200, ssd === '$M1$' ? [vehicle] : []];
    case 'findVehicle':
      return [200, q.get('identString') === simulatorVin ? [vehicle] : []];
    case 'getVehicleInfo':
      return [200, q.get('vehicleId') === '7' ? vehicle : {}];
    case 'listCategories':
      return [200, [{ categoryId: 10, name: 'Двигатель', code: '10', ssd: '$VEH7$' }]];
    case 'listUnits':
      return [200, [unit]];
    case 'listQuickGroup':
      return [
        200,
        {
          quickGroupId: '0',
          name: 'root',
          link: false,
          children: [{ quickGroupId: '11', name: 'Масляный фильтр', link: true, children: [] }],
        },
      ];
    case 'listQuickDetail':
      return [200, [{ categoryId: 10, name: 'Двигатель', units: [{ ...unit, details }] }]];
    case 'getUnitInfo':
      return [200, q.get('unitId') === '42' ? unit : {}];
    case 'listDetailByUnit':
      return [200, details];
    case 'listImageMapByUnit':
      return [
        200,
        [
          { code: '1', type: '0', x1: 10, y1: 20, x2: 40, y2: 50 },
          { code: '2', type: '0', x1: 60, y1: 20, x2: 90, y2: 50 },
        ],
      ];
    case 'findApplicableVehicles':
      return [200, q.get('oem') === '90915-YZZE1' ? [vehicle] : []];
    default:
      return [400, { message: 'E_UNKNOWNCOMMAND:' + operation }];
  }
}

export async function startLaximoSimulator(
  mode: 'ok' | 'slow' | 'fail' = 'ok',
  delayMs = 5_000,
): Promise<LaximoSimulator> {
  const calls: string[] = [];
  const expected = `Basic ${Buffer.from(`${simulatorAccount.login}:${simulatorAccount.key}`).toString('base64')}`;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const match = /^\/restApi\/v1\/([A-Za-z0-9]+)$/.exec(url.pathname);
    calls.push(match?.[1] ?? url.pathname);
    if (req.method !== 'POST' || !match?.[1]) return send(res, 404, { message: 'E_INVALIDREQUEST:path' });
    if (req.headers.authorization !== expected) return send(res, 401, { message: 'E_ACCESSDENIED:login' });
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end('<html>Internal Server Error</html>');
    }
    const [status, body] = answer(match[1], url.searchParams);
    if (mode === 'slow') setTimeout(() => send(res, status, body), delayMs).unref();
    else send(res, status, body);
  };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => handle(req, res));
  });
  const url = await listenOnLoopback(server);
  return {
    url,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
