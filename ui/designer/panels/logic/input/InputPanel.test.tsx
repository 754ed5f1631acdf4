// @vitest-environment jsdom
import '../../../../testing/dom';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../../../../testing/i18n';
import { moduleOf, renderPanel } from '../panelHarness';
import { VALIDATOR_PRESETS } from './inputRules';
import { InputPanel } from './InputPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const t = (key: string) => en(`panelsLogic:${key}`);
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const pick = async (field: string, option: string) => {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(field) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Input panel', () => {
  it('offers every input type and stores the one picked', async () => {
    const { module } = renderPanel(InputPanel, moduleOf('INPUT', { inputType: 'Any' }));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t('input.type')) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'TEXT', 'IMAGE', 'FILE', 'AUDIO', 'VIDEO', 'LOCATION', 'IDENTIFICATION']);
    await userEvent.click(screen.getByRole('option', { name: 'LOCATION' }));
    expect(module().settings['inputType']).toBe('LOCATION');
  });

  it('offers the reserved parameters as the parameter name and takes any typed name', async () => {
    const { module } = renderPanel(InputPanel, moduleOf('INPUT', { inputType: 'TEXT' }));
    await userEvent.click(screen.getByRole('combobox', { name: t('input.parameter') }));
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(['#EMAIL', '#LASTMESSAGETYPE', '#LASTMESSAGEVALUE', '#NAME', '#PHONE', '#PLATFORM', '#SURNAME', '#TEMPLATE_MESSAGE_ID']);
    await userEvent.click(screen.getByRole('option', { name: '#SURNAME' }));
    expect(module().settings['param']).toBe('#SURNAME');
    fireEvent.change(screen.getByRole('combobox', { name: t('input.parameter') }), { target: { value: 'orderNo' } });
    expect(module().settings['param']).toBe('orderNo');
  });

  it('makes IDENTIFICATION ask for #EMAIL or #PHONE', async () => {
    const { module } = renderPanel(InputPanel, moduleOf('INPUT', { inputType: 'Any' }));
    await pick(t('input.type'), 'IDENTIFICATION');
    expect(module().settings).toMatchObject({ inputType: 'IDENTIFICATION', param: '#EMAIL', identifier: 'em' });
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t('input.parameter')) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['#EMAIL', '#PHONE']);
    await userEvent.click(screen.getByRole('option', { name: '#PHONE' }));
    expect(module().settings).toMatchObject({ param: '#PHONE', identifier: 'pn' });
  });

  it('stores a regex only while it compiles, showing a clear message meanwhile', async () => {
    const { module } = renderPanel(InputPanel, moduleOf('INPUT', { inputType: 'TEXT' }));
    fireEvent.change(input(t('input.validator')), { target: { value: '^[0-9]+$' } });
    expect(module().settings['validator']).toBe('^[0-9]+$');
    fireEvent.change(input(t('input.validator')), { target: { value: '^[0-9+$' } });
    expect(screen.getByText(t('input.errors.invalidRegex'))).toBeTruthy();
    expect(module().settings['validator']).toBe('^[0-9]+$');
    expect(input(t('input.validator')).value).toBe('^[0-9+$');
  });

  it('fills in the ready regexes of the presets and sets the flags', async () => {
    const { module } = renderPanel(InputPanel, moduleOf('INPUT', { inputType: 'TEXT' }));
    const presets = within(screen.getByRole('group', { name: t('input.presets') }));
    expect(presets.getAllByRole('button').map((b) => b.textContent)).toEqual(['#Phone Number', '#Email', '#Licence Plate']);
    await userEvent.click(presets.getByRole('button', { name: '#Licence Plate' }));
    const plate = VALIDATOR_PRESETS.find((p) => p.id === 'licencePlate');
    expect(module().settings).toMatchObject({ validator: plate?.validator, validatorFlag: 'i' });
    expect(input(t('input.validator')).value).toBe(plate?.validator);
    const flags = within(screen.getByRole('group', { name: t('input.flags') }));
    expect(flags.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, false, false, false, false, false]);
    await userEvent.click(flags.getByRole('checkbox', { name: t('input.flag.g') }));
    expect(module().settings['validatorFlag']).toBe('ig');
  });

  it('stores the prompt and the connection', async () => {
    const { module } = renderPanel(InputPanel, moduleOf('INPUT', { inputType: 'TEXT' }));
    fireEvent.change(screen.getByLabelText(t('input.prompt')), { target: { value: 'Your order number?' } });
    expect(module().settings['prompt']).toBe('Your order number?');
    await pick(t('connection'), 'Sorry');
    expect(module().connections).toEqual([{ id: 'sorry' }]);
  });

  it('changes nothing when read-only', () => {
    renderPanel(InputPanel, moduleOf('INPUT', { inputType: 'TEXT' }), { readOnly: true });
    expect(input(t('input.validator')).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: t('input.parameter') }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).disabled)).toBe(true);
    expect(
      within(screen.getByRole('group', { name: t('input.presets') }))
        .getAllByRole('button')
        .every((b) => b.hasAttribute('disabled')),
    ).toBe(true);
    expect(screen.getByRole('button', { name: new RegExp(t('connection')) }).hasAttribute('disabled')).toBe(true);
  });
});
