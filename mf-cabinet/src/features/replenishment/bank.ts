/** Leaves the shop for the bank's page (a full page load, not a route of the app). */
export function goToBank(url: string): void {
  window.location.assign(url);
}
