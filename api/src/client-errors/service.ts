import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { insertClientError } from './queries.js';

/** Stored lengths; longer texts are cut, not refused (a crash report should never bounce). */
const limits = { message: 2_000, stack: 16_000, url: 2_000, userAgent: 500 } as const;

export interface ClientErrorReport {
  message: string;
  stack?: string | null;
  url?: string | null;
}

function cut(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  return value.length > max ? value.slice(0, max) : value;
}

/** The reporter's user if the token is fine; a report with a stale token is still stored. */
async function reporterId(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  try {
    return (await ctx.sessions.own(request))?.id ?? null;
  } catch {
    return null;
  }
}

/** Keeps a browser's error report with who sent it and from where. */
export async function recordClientError(
  ctx: AppContext,
  request: FastifyRequest,
  report: ClientErrorReport,
): Promise<void> {
  await insertClientError(ctx.db, {
    message: cut(report.message, limits.message) ?? '',
    stack: cut(report.stack, limits.stack),
    url: cut(report.url, limits.url),
    userAgent: cut(request.headers['user-agent'], limits.userAgent),
    userId: await reporterId(ctx, request),
    ip: request.ip,
  });
}
