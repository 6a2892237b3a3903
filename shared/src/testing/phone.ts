/** Makes `matchMedia` report a phone screen (below 750 px) until the returned function is called. */
export function emulatePhone(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...original(query),
    matches: query.includes('max-width'),
  });
  return () => {
    window.matchMedia = original;
  };
}
