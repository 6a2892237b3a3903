import { HttpError } from '../../errors/http-error.js';
import { badSsdMessage } from '../ssd.js';
import type { LaximoConfig } from './config.js';

export const laximoMessages = {
  unavailable: 'Каталог производителя временно недоступен, повторите попытку позже',
  timeout: 'Каталог производителя не ответил вовремя, повторите попытку позже',
  catalog: 'Каталог не найден',
} as const;

/** Answers above this size are refused: a unit with its parts is a few hundred kilobytes. */
const maxAnswerBytes = 4 * 1024 * 1024;

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
  if (code === 'E_CATALOGNOTEXISTS') return new HttpError(404, laximoMessages.catalog);
  if (code === 'E_INVALIDPARAMETER' || code === 'E_INVALIDREQUEST') return new HttpError(400, badSsdMessage);
  if (code === 'E_TIMEOUT' || code === 'E_TEMPORARY_UNAVAILABLE')
    return new HttpError(503, laximoMessages.timeout);
  return new HttpError(502, laximoMessages.unavailable);
}

/**
 * One call of Laximo.CAT's REST API: POST with the parameters in the query, HTTP Basic with the login and
 * key, JSON back. Too slow → 503, unreachable or failing → 502, never a hang.
 */
export function createLaximoCall(config: LaximoConfig, fetchImpl: typeof fetch = fetch): LaximoCall {
  const auth = `Basic ${Buffer.from(`${config.login ?? ''}:${config.key ?? ''}`).toString('base64')}`;
  return async (operation, params) => {
    const url = `${config.url}/restApi/v1/${encodeURIComponent(operation)}?${new URLSearchParams(params)}`;
    let response: Response;
    let body: string;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: auth, accept: 'application/json', 'accept-language': 'ru_RU' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > maxAnswerBytes) throw new HttpError(502, laximoMessages.unavailable);
      body = await response.text();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new HttpError(
        timedOut ? 503 : 502,
        timedOut ? laximoMessages.timeout : laximoMessages.unavailable,
      );
    }
    if (body.length > maxAnswerBytes) throw new HttpError(502, laximoMessages.unavailable);
    if (response.status !== 200) throw errorOf(body);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new HttpError(502, laximoMessages.unavailable);
    }
  };
}
