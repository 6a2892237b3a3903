/**
 * Build versions are `<semver>+<build time in ms>`; a server version is newer when its build time is
 * later than the page's (SPEC §4: app update check).
 */
export function buildVersion(semver: string, builtAt: number): string {
  return `${semver}+${builtAt}`;
}

function buildTime(version: string): number {
  const time = Number(version.split('+')[1]);
  return Number.isFinite(time) ? time : 0;
}

export function isNewerVersion(serverVersion: string | null | undefined, pageVersion: string): boolean {
  if (!serverVersion) return false;
  return buildTime(serverVersion) > buildTime(pageVersion);
}
