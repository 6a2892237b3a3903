import { HttpError } from '../../errors/http-error.js';
import { parseJson, remoteMessages, requestText } from '../remote.js';
import { badSsdMessage } from '../ssd.js';
import type { LaximoConfig } from './config.js';

export type LaximoCall = (operation: string, params: Record<string, string>) => Promise<unknown>;

/** Laximo's error codes (`{"message": "E_CODE:detail"}`) as the shop's answers. */
function errorOf(body: string): HttpError {
  let message = '';
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      message = parsed.message;
    }
  } catch {
    // Not JSON: an HTML error page of a proxy, treated as the service being down.
  }
  const code = message.split(':', 1)[0]?.trim() ?? '';
  if (code === 'E_CATALOGNOTEXISTS') return new HttpError(404, 'Каталог не найден');
  if (code === 'E_INVALIDPARAMETER' || code === 'E_INVALIDREQUEST') return new HttpError(400, badSsdMessage);
  if (code === 'E_TIMEOUT' || code === 'E_TEMPORARY_UNAVAILABLE')
    return new HttpError(503, remoteMessages.timeout);
  return new HttpError(502, remoteMessages.unavailable);
}

/**
 * One call of Laximo.CAT's REST API: POST with the parameters in the query, HTTP Basic with the login and
 * key, JSON back.
 */
export function createLaximoCall(config: LaximoConfig, fetchImpl: typeof fetch = fetch): LaximoCall {
  const auth = `Basic ${Buffer.from(`${config.login ?? ''}:${config.key ?? ''}`).toString('base64')}`;
  return async (operation, params) => {
    const url = `${config.url}/restApi/v1/${encodeURIComponent(operation)}?${new URLSearchParams(params)}`;
    const headers = { authorization: auth, accept: 'application/json', 'accept-language': 'ru_RU' };
    const { status, body } = await requestText(fetchImpl, url, { method: 'POST', headers }, config.timeoutMs);
    if (status !== 200) throw errorOf(body);
    return parseJson(body);
  };
}
