/**
 * Groups batches into chunks of exactly `rows` rows (the last one may be smaller), splitting a batch where a
 * chunk ends, each piece packed as read: a chunk holds the same rows of a file however it was read, so that
 * its digest can be compared with the last import's.
 */
export async function* chunksOf<T, Packed>(
  batches: AsyncIterable<T[]>,
  rows: number,
  pack: (batch: T[]) => Packed,
): AsyncGenerator<Packed[]> {
  let chunk: Packed[] = [];
  let size = 0;
  for await (const batch of batches) {
    let start = 0;
    while (start < batch.length) {
      const end = Math.min(batch.length, start + rows - size);
      chunk.push(pack(start === 0 && end === batch.length ? batch : batch.slice(start, end)));
      size += end - start;
      start = end;
      if (size === rows) {
        yield chunk;
        chunk = [];
        size = 0;
      }
    }
  }
  if (size > 0) yield chunk;
}

/**
 * Reads the next item of `source` while the caller works on the current one: the file is parsed on the
 * event loop while the database works on the chunk before, one item ahead at most (memory stays flat).
 */
export async function* readAhead<T>(source: AsyncIterator<T>): AsyncGenerator<T> {
  let next = source.next();
  try {
    for (;;) {
      const result = await next;
      if (result.done) return;
      next = source.next();
      yield result.value;
    }
  } finally {
    // The caller stopped early (an error): the item being read is dropped, then the source closed.
    next.then(
      () => source.return?.(),
      () => undefined,
    );
  }
}
