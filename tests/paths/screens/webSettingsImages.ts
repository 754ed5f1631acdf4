import type { AnyEventObject } from 'xstate';
import type { CatalogueEntry } from '../model';
import { en, needs, q, status, visible, type ScreenStep } from './kit';
import { form, formButton } from './webSettingsSteps';

/**
 * Images on a web settings form: the person clicks the image's button (the chooser opens),
 * and the file is picked with the step that names what the console finds in it; the
 * generated spec makes that file (tests/paths/screens/imageFiles.ts), a PNG of the model's
 * size and shape, or a file that is no image.
 */
const alert = (key: string) => visible(`${form}.getByRole('alert').getByText(${q(en('channels', `web.errors.${key}`))})`);

export function openImageStep(label: string): ScreenStep {
  return { code: [`await openImageChooser(page, ${formButton(en('channels', 'web.chooseImage').replace('{{label}}', label))});`] };
}

/** The label of the image the scenario chooses. */
function chosenLabel(model: CatalogueEntry, scenario: string): string {
  const chosen = model.scenarios.find((s) => s.name === scenario)?.events.find((e) => e.type === 'IMAGE_CHOSEN');
  return en('channels', `web.fields.${String(chosen?.['field'])}`);
}

export function chooseImageStep(event: AnyEventObject, scenario: string, model: CatalogueEntry): ScreenStep {
  if (event.type === 'xstate.done.actor.readImage') {
    const { bytes, width, height }: { bytes: number; width: number; height: number } = event['output'];
    const picked = `await chooseImage(page, { bytes: ${bytes}, width: ${width}, height: ${height} });`;
    if (bytes > 20 * 1024 * 1024) return { code: [picked, ...alert('imageTooBig')] };
    if (height > 2 * width) return { code: [picked, ...alert('imageTooTall')] };
    return { code: [picked] };
  }
  if (event.type === 'xstate.error.actor.readImage') return { code: ["await chooseImage(page, 'not an image');", ...alert('imageUnreadable')] };
  if (event.type === 'xstate.done.actor.uploadImage') {
    return {
      code: ['// The server keeps the image and answers its address; the form shows it.', ...visible(`${form}.getByRole('img', { name: ${q(chosenLabel(model, scenario))} })`)],
    };
  }
  return needs(`the server must refuse an image the console let through (${status(event)})`);
}
