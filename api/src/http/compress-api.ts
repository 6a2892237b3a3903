import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Answers below this size are sent as they are. Measured on the 10-million-offer base (issue 16): a brotli
 * call costs about 10–25 µs whatever the size, and saves 20 B of 256, 550 B of 1 KB, 6.7 KB of an 8 KB
 * search answer (they are 2.6–14 KB, median 8.6 KB). With ~770 B of headers an answer under 1 KB fits one
 * TCP segment or nearly, so the call buys nothing; from 1 KB on it saves a segment and more, which a
 * mobile client waits milliseconds for, against microseconds here.
 */
const MIN_SIZE = 1024;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q > 0), preferring brotli. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * API answers are JSON built per request: compressed here in one synchronous call at the fastest level.
 * On search answers brotli 1 and gzip 1 cost and save about the same (8.6 KB → 1.5 KB in ~30 µs); brotli
 * 3–5 save 16–28 % more bytes (~300 B, under one segment) for 1.3–2.5 times the CPU, so 1 stays.
 * Streaming them through @fastify/compress (brotli 4) took 40 % of the search's throughput; static files
 * (under /, /mf/ and the API docs) keep that plugin.
 */
export function compressApiAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/doc') && route.compress === undefined) {
      route.compress = false;
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      typeof payload !== 'string' ||
      payload.length < MIN_SIZE ||
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/doc') ||
      reply.hasHeader('content-encoding')
    ) {
      return payload;
    }
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br'
      ? brotliCompressSync(payload, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 1,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
          },
        })
      : gzipSync(payload, { level: 1 });
  });
}
