import type { AnyEventObject, StateValue } from 'xstate';
import type { SettingField } from '../../../machines/channels/forms/webSettingFields';
import type { CatalogueEntry } from '../model';
import { ASSISTANT_NAME, channelImports, channelLink, channelPrelude, channelPreludes, channelsTab } from './channelPrelude';
import { en, fill, needs, notOffered, outcome, q, status, visible, type Screen, type ScreenStep } from './kit';
import { webSettingsFailure, failureImports } from './webSettingsFailures';
import { chooseImageStep, openImageStep } from './webSettingsImages';
import { channelName, storedProperties, updateScenarios } from './webSettingsScenarios';
import { calloutButtonStep, fieldStep, form, formButton, formTab, formTextbox, remindersStep, requestStep } from './webSettingsSteps';

type WebKind = 'webChat' | 'webMessenger';
export type WebScreenConfig = {
  kind: WebKind;
  model: CatalogueEntry;
  /** Each property with the label of the tab it is on. */
  fields: Array<{ field: SettingField; tab: string }>;
  /** The tabs of the name, the texts and the web chat's buttons, requests and reminders. */
  tabs: { name: string; texts: string; buttons: string; requests: string };
  /** How SAVE is pressed on the update form. */
  save: string[];
};

const channels = (key: string) => en('channels', key);

/** A web settings form (web chat or web messenger) on the company profile: created from the CHANNELS tab, updated by a link to the channel. */
export function webScreen(config: WebScreenConfig): Screen {
  const { kind, model } = config;
  const kindLabel = channels(`kinds.${kind}`);
  const creating = (scenario: string) => storedProperties(model, scenario) === null;
  const step = (event: AnyEventObject, scenario: string): ScreenStep => {
    const tab = (name: string) => (creating(scenario) ? [] : formTab(name));
    const withTab = (name: string, driven: ScreenStep): ScreenStep => ('code' in driven ? { code: [...tab(name), ...driven.code] } : driven);
    if (event.type === 'NAME_CHANGED') return { code: [...tab(config.tabs.name), ...fill(formTextbox(channels('form.name')), event['value'])] };
    if (event.type === 'ASSISTANT_CHOSEN') {
      return {
        code: [
          `await ${form}.getByRole('button', { name: ${q(channels('form.assistant'))} }).click();`,
          `await page.getByRole('option', { name: assistant.name, exact: true }).click();`,
        ],
      };
    }
    if (event.type === 'SAVE') return { code: creating(scenario) ? [`await ${formButton(channels('form.connect'))}.click();`] : config.save };
    if (event.type === 'RETRY') return { code: [`await ${formButton(channels('retry'))}.click();`] };
    if (event.type === 'FIELD_CHANGED') {
      const found = config.fields.find(({ field }) => field.name === event['field']);
      if (!found) return needs(`a property the ${kindLabel} form does not show (${String(event['field'])})`);
      return withTab(found.tab, fieldStep(found.field, event['value']));
    }
    if (event.type === 'TEXT_CHANGED') return { code: [...tab(config.tabs.texts), ...fill(formTextbox(String(event['key'])), event['value'])] };
    if (event.type.startsWith('BUTTON_')) return withTab(config.tabs.buttons, calloutButtonStep(event));
    if (event.type === 'REQUEST_CHANGED') return withTab(config.tabs.requests, requestStep(event));
    if (event.type === 'SIGN_IN_SECRET_GENERATED')
      return notOffered(`the ${channels('web.signInSecret.generate')} button of the token signing secret shows only once Token sign-in is chosen`);
    if (event.type === 'REMINDERS_CHANGED') return withTab(config.tabs.requests, remindersStep(event));
    if (event.type === 'IMAGE_CHOSEN') {
      const found = config.fields.find(({ field }) => field.name === event['field']);
      return found ? withTab(found.tab, openImageStep(channels(`web.fields.${found.field.name}`))) : needs(`an image the form does not show (${String(event['field'])})`);
    }
    if (outcome(event.type, 'readImage') || outcome(event.type, 'uploadImage')) return chooseImageStep(event, scenario, model);
    if (event.type === 'xstate.done.actor.loadAssistants') return { code: [`// The server reads the company's assistants (${ASSISTANT_NAME}, made through the API).`] };
    if (event.type === 'xstate.done.actor.loadChannel') return { code: ['// The server reads the channel the test made.'] };
    if (event.type === 'xstate.done.actor.addChannel') return { code: [`// The server adds the ${kindLabel} of the test's company.`] };
    if (event.type === 'xstate.done.actor.updateChannel') return { code: ['// The server stores the settings.', ...visible(`${form}.getByText(${q(channels('saved'))})`)] };
    const failure = webSettingsFailure(event);
    if (failure) return failure;
    if (event.type === 'xstate.error.actor.loadAssistants') return needs(`the server must fail to read the assistants (${status(event)})`);
    if (event.type === 'xstate.error.actor.loadChannel') return needs(`the server must refuse to read the channel with ${status(event)}`);
    if (event.type === 'xstate.error.actor.addChannel') return needs(`the server must refuse the new ${kindLabel} with ${status(event)}`);
    if (event.type === 'xstate.error.actor.updateChannel') return needs(`the server must refuse the settings with ${status(event)}`);
    return needs(`no screen action for ${event.type}`);
  };
  const state = (value: StateValue): string[] | null => {
    if (value === 'creating') return visible(formButton(channels('form.connect')));
    if (value === 'loadFailed') return visible(formButton(channels('retry')));
    if (value === 'added') return visible(`${form}.getByText(${q(channels('saved'))})`);
    if (JSON.stringify(value) === JSON.stringify({ editing: 'ready' })) return visible(`${form}.getByRole('tablist', { name: ${q(kindLabel)} })`);
    return null;
  };
  return {
    route: '/company-profile?id=<company>&initial=CHANNELS&channel=<channel>',
    signedIn: true,
    imports: [...channelImports, ...failureImports, { names: ['chooseImage', 'openImageChooser'], from: 'tests/paths/screens/imageFiles' }],
    prelude: channelPreludes(...updateScenarios(model).map((scenario) => channelPrelude(channelName(model, scenario), kind, JSON.stringify(storedProperties(model, scenario))))),
    linkOf: (scenario) => (creating(scenario) ? channelsTab : channelLink(channelName(model, scenario))),
    opening: (scenario) =>
      creating(scenario) ? [`await page.getByRole('button', { name: ${q(en('channels', 'create.add').replace('{{kind}}', kindLabel))}, exact: true }).click();`] : [],
    step,
    state,
  };
}
