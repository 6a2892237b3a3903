import {
  abcpErrorCodes,
  abcpPasswordHash,
  readArticle,
  readErrorBody,
  searchArticlesPath,
  type ArticleFields,
} from './protocol.js';
import {
  SupplierError,
  supplierMessages,
  type RemoteItem,
  type RemoteSupplier,
  type RemoteVendor,
} from '../types.js';

/** A supplier's answer above this size is refused: a search answer is a few hundred kilobytes at most. */
const maxAnswerBytes = 8 * 1024 * 1024;
/** Error texts from a supplier are shown to users: kept short. */
const maxErrorText = 200;

/** Stock without a count ('some', 'many', 'very many'): orderable up to a lower bound. */
const availabilityCodes: ReadonlyMap<number, number> = new Map([
  [-1, 1],
  [-2, 10],
  [-3, 100],
]);

function toItem(article: ArticleFields, vendor: RemoteVendor): RemoteItem | null {
  const amount = availabilityCodes.get(article.availability) ?? article.availability;
  // Nothing in stock, or 'on order' (-10) without a quantity the quantity rules could check against.
  if (amount <= 0) return null;
  return {
    brand: article.brand,
    number: article.number,
    name: article.description,
    price: article.price,
    currency: vendor.currency,
    amount,
    minAmount: article.packing,
    multiplicity: article.packing,
    deliveryHours: article.deliveryPeriod,
    refund: { isAllowed: article.returnable, percent: 0, conditions: '' },
  };
}

/** The answer's text; null when it is larger than any search answer should be. */
async function readLimited(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxAnswerBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns the supplier's HTTP answer into offers or a `SupplierError`. */
function interpret(vendor: RemoteVendor, status: number, body: string): RemoteItem[] {
  const payload = parseJson(body);
  const error = readErrorBody(payload);
  if (error) {
    if (error.errorCode === abcpErrorCodes.noResults) return [];
    const detail = (error.errorMessage || `код ${error.errorCode}`).slice(0, maxErrorText);
    throw new SupplierError('remote', vendor.id, supplierMessages.remote(detail));
  }
  if (status < 200 || status > 299) {
    throw new SupplierError('remote', vendor.id, supplierMessages.remote(`HTTP ${status}`));
  }
  if (!Array.isArray(payload)) throw new SupplierError('invalid', vendor.id, supplierMessages.invalid);
  const items: RemoteItem[] = [];
  for (const entry of payload) {
    const article = readArticle(entry);
    const item = article && toItem(article, vendor);
    if (item) items.push(item);
  }
  return items;
}

function searchUrl(apiUrl: string, vendor: RemoteVendor, brandName: string, number: string): URL {
  const url = new URL(searchArticlesPath, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
  url.searchParams.set('userlogin', vendor.login);
  url.searchParams.set('userpsw', abcpPasswordHash(vendor.password));
  url.searchParams.set('number', number);
  if (brandName) url.searchParams.set('brand', brandName);
  url.searchParams.set('useOnlineStocks', '1');
  return url;
}

/**
 * The ABCP client. Every call is bounded by the vendor's timeout (connecting, waiting and reading the
 * answer), so one slow supplier costs only its own offers.
 */
export function createAbcpSupplier(): RemoteSupplier {
  return {
    async search(vendor, brandName, number, signal) {
      if (!vendor.apiUrl) throw new SupplierError('config', vendor.id, supplierMessages.noAddress);
      const url = searchUrl(vendor.apiUrl, vendor, brandName, number);
      const timeout = AbortSignal.timeout(vendor.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let status: number;
      let body: string | null;
      try {
        const response = await fetch(url, { signal: combined, headers: { accept: 'application/json' } });
        status = response.status;
        body = await readLimited(response);
      } catch (error) {
        if (timeout.aborted) throw new SupplierError('timeout', vendor.id, supplierMessages.timeout);
        if (signal?.aborted) throw new SupplierError('aborted', vendor.id, supplierMessages.aborted);
        throw new SupplierError('network', vendor.id, supplierMessages.network, { cause: error });
      }
      if (body === null) throw new SupplierError('invalid', vendor.id, supplierMessages.invalid);
      return interpret(vendor, status, body);
    },
  };
}
