import { HttpError } from '../errors/http-error.js';

export const remoteMessages = {
  unavailable: 'Каталог производителя временно недоступен, повторите попытку позже',
  timeout: 'Каталог производителя не ответил вовремя, повторите попытку позже',
} as const;

/** Answers above this size are refused: a unit with its parts is a few hundred kilobytes. */
const maxAnswerBytes = 4 * 1024 * 1024;

/**
 * One call of an outside catalog service: its status and text, or past `timeoutMs` a 503 and when it cannot
 * be reached (or answers too much) a 502, both in Russian; never a hang.
 */
export async function requestText(
  fetchImpl: typeof fetch,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string> },
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (Number(response.headers.get('content-length') ?? 0) > maxAnswerBytes) {
      await response.body?.cancel();
      throw new HttpError(502, remoteMessages.unavailable);
    }
    const body = await response.text();
    if (body.length > maxAnswerBytes) throw new HttpError(502, remoteMessages.unavailable);
    return { status: response.status, body };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new HttpError(timedOut ? 503 : 502, timedOut ? remoteMessages.timeout : remoteMessages.unavailable);
  }
}

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new HttpError(502, remoteMessages.unavailable);
  }
}
