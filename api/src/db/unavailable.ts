/**
 * Errors that mean the database cannot answer right now (a restart, a failover, no free connection, a
 * statement cut by `statement_timeout`), not that the request is wrong: the client is told to retry.
 */
const unavailableStates = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown: the server is stopping or restarting
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up
  '53300', // too_many_connections
]);

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** node-postgres reports a lost or refused connection by message only. */
const connectionMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

function code(error: object): string | undefined {
  const value = (error as { code?: unknown }).code;
  return typeof value === 'string' ? value : undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const state = code(current);
    if (state && (unavailableStates.has(state) || state.startsWith('08') || networkCodes.has(state))) {
      return true;
    }
    if (connectionMessages.test(current.message)) return true;
    // A refused connection to a host with several addresses arrives as an AggregateError.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
