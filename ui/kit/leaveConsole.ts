/** Sends the browser to another site (a provider's sign-in or install page); the console is left. */
export function leaveConsole(url: string): void {
  globalThis.location.assign(url);
}
