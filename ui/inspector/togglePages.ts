/**
 * Pages without the floating Inspector button: the test chat is a customer's widget filling
 * the screen (the button would sit on its Send button; /inspector in another tab still sees
 * its actors), and /inspector is the inspector already.
 */
const WITHOUT_TOGGLE = ['/chatbot-test', '/inspector'];

export function showsInspectorToggle(pathname: string): boolean {
  return !WITHOUT_TOGGLE.includes(pathname.replace(/\/+$/, '') || '/');
}
