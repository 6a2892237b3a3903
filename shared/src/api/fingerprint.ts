/**
 * The `X-User` device fingerprint (SPEC §7): a stable hash of what the browser tells about itself.
 * FNV-1a is enough here: it identifies a device for audit, it is not a secret.
 */
export function deviceFingerprint(): string {
  if (typeof navigator === 'undefined') return 'node';
  const screenPart =
    typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  const source = [
    navigator.userAgent,
    navigator.language,
    screenPart,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    navigator.hardwareConcurrency,
  ].join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i++) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
