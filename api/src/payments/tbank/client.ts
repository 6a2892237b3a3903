import {
  signed,
  type GetQrResponse,
  type GetStateResponse,
  type InitRequest,
  type InitResponse,
  type TbankAnswer,
} from './protocol.js';

export interface TbankTerminal {
  /** API base, e.g. `https://securepay.tinkoff.ru/v2`. */
  apiUrl: string;
  terminalKey: string;
  password: string;
}

export type InitParams = Omit<InitRequest, 'TerminalKey' | 'Token' | 'PayType' | 'Language'>;

export interface TbankClient {
  readonly terminalKey: string;
  readonly password: string;
  init(params: InitParams): Promise<InitResponse>;
  getQr(paymentId: string): Promise<GetQrResponse>;
  getState(paymentId: string): Promise<GetStateResponse>;
}

/** The provider failed or refused; the message is for the log, the customer sees a general one. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

const REQUEST_TIMEOUT_MS = 15_000;

function isAnswer(value: unknown): value is TbankAnswer {
  return typeof value === 'object' && value !== null && 'Success' in value && 'ErrorCode' in value;
}

/** A client of the T-Bank Internet Acquiring API v2 for one terminal. */
export function createTbankClient(terminal: TbankTerminal): TbankClient {
  async function call<T extends TbankAnswer>(method: string, params: Record<string, string | number>) {
    const body = signed({ TerminalKey: terminal.terminalKey, ...params }, terminal.password);
    let response: Response;
    try {
      response = await fetch(`${terminal.apiUrl}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`${method}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!isAnswer(answer)) throw new PaymentProviderError(`${method}: HTTP ${response.status}, не ответ API`);
    if (!answer.Success || answer.ErrorCode !== '0') {
      throw new PaymentProviderError(
        `${method}: ошибка ${answer.ErrorCode} ${answer.Message ?? ''} ${answer.Details ?? ''}`.trim(),
      );
    }
    return answer as T;
  }

  return {
    terminalKey: terminal.terminalKey,
    password: terminal.password,
    init: (params) => call<InitResponse>('Init', { ...params, PayType: 'O', Language: 'ru' }),
    getQr: (paymentId) => call<GetQrResponse>('GetQr', { PaymentId: paymentId, DataType: 'PAYLOAD' }),
    getState: (paymentId) => call<GetStateResponse>('GetState', { PaymentId: paymentId }),
  };
}
