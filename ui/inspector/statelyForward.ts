import { addInspectionForward } from './inspection';

/**
 * Optional, off by default: forwards this tab's inspection events to Stately's hosted
 * inspector (it opens in a new window and needs the internet). The package is loaded
 * only when the developer switches this on; actors created before are not shown there.
 */
export async function startStatelyForward(): Promise<() => void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  const remove = addInspectionForward((event) => inspector.inspect.next?.(event));
  return () => {
    remove();
    inspector.stop();
  };
}
