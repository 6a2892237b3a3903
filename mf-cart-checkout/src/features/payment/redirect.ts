/** Leaves the shop for the payment provider's page (a full page load, not a route of the app). */
export function goToProvider(url: string): void {
  window.location.assign(url);
}
