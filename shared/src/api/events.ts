/** What the API client tells the rest of the page: a lost session and the server's app version. */
type Listener<T> = (value: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    emit(value: T) {
      listeners.forEach((listener) => listener(value));
    },
    subscribe(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const apiEvents = {
  unauthorized: channel<void>(),
  serverVersion: channel<string>(),
};
