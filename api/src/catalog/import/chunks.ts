/** Groups batches into chunks of at least `rows` rows (the last one may be smaller), each batch packed as read. */
export async function* chunksOf<T, Packed>(
  batches: AsyncIterable<T[]>,
  rows: number,
  pack: (batch: T[]) => Packed,
): AsyncGenerator<Packed[]> {
  let chunk: Packed[] = [];
  let size = 0;
  for await (const batch of batches) {
    chunk.push(pack(batch));
    size += batch.length;
    if (size >= rows) {
      yield chunk;
      chunk = [];
      size = 0;
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
