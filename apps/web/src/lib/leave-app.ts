/** Leaves the single-page app for another site (admin), replacing the current history entry. */
export function leaveApp(url: string): void {
  window.location.replace(url);
}
