// @vitest-environment jsdom
import '../../../../testing/dom';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerContact, PartnerEvent } from '../../../../../services/contracts/designerData';
import { toastQueue } from '../../../../kit/toasts';
import { en, initTestI18n } from '../../../../testing/i18n';
import { moduleOf, renderPanel } from '../panelHarness';
import { LogicPanel } from './LogicPanel';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key));
});

const t = (key: string, values?: Record<string, unknown>) => en(`panelsLogic:${key}`, values);
const events: PartnerEvent[] = [
  { display_name: 'Purchase', key: 'purchase', params: [{ display_name: 'Amount', key: 'amount', type: 'number', mappedKey: 'amt' }] },
  { display_name: 'Confirmation Page View', key: 'confirmation_page_view', params: [{ display_name: 'Page', key: 'page', type: 'string', mappedKey: 'pg' }] },
];
const contacts: PartnerContact[] = [{ display_name: 'City', key: 'city', mappedKey: 'c' }];
const partner = { partnerEvents: () => Promise.resolve(events), partnerContacts: () => Promise.resolve(contacts) };

const pickIn = async (scope: ReturnType<typeof within>, field: string, option: string) => {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(field) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const page = within(document.body);

describe('Logic panel, STANDARD tab', () => {
  it('adds a condition, writes its parameter, operator, trimmed values and target (as its own connection), and removes it with its connection', async () => {
    const { module } = renderPanel(LogicPanel, moduleOf('LOGIC', { payloads: [] }, [{ id: 'sorry' }]));
    expect(screen.getByRole('tab', { name: t('logic.tab.STANDARD') }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: t('logic.addCondition') }));
    const card = within(screen.getByRole('region', { name: t('logic.condition', { number: 1 }) }));
    fireEvent.change(card.getByRole('combobox', { name: t('logic.ifCondition') }), { target: { value: '#LASTMESSAGEVALUE' } });
    await pickIn(card, t('logic.operator'), t('logic.operators.CONTAINS'));
    await userEvent.type(card.getByLabelText(t('logic.ifTargets')), '  refund  {Enter}');
    await userEvent.type(card.getByLabelText(t('logic.ifTargets')), 'return');
    await userEvent.click(card.getByRole('button', { name: t('logic.addValue') }));
    expect(card.getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['refund', 'return']);
    await pickIn(card, t('logic.conditionAction'), 'Thanks');

    const [condition] = module().settings['payloads'] as Array<Record<string, unknown>>;
    expect(condition).toMatchObject({ ifCondition: '#LASTMESSAGEVALUE', ifOperator: 'CONTAINS', ifTargets: ['refund', 'return'], conditionAction: 'thanks' });
    expect(module().connections).toEqual([{ id: 'sorry' }, { id: 'thanks', optionID: condition?.['id'] }]);

    await userEvent.click(card.getByRole('button', { name: t('logic.removeCondition') }));
    expect(module().settings['payloads']).toEqual([]);
    expect(module().connections).toEqual([{ id: 'sorry' }]);
  });

  it('asks for no values with IS_EMPTY', async () => {
    renderPanel(LogicPanel, moduleOf('LOGIC', { payloads: [{ id: 'c1', ifCondition: '#NAME', ifOperator: 'IS_EMPTY', ifTargets: [], conditionAction: '' }] }));
    expect(screen.queryByLabelText(t('logic.ifTargets'))).toBeNull();
  });
});

describe('Logic panel, PERSONALIZED tab', () => {
  it('stores the chosen tab and says so when the version has no ucd integration', async () => {
    const { module } = renderPanel(LogicPanel, moduleOf('LOGIC', { payloads: [] }), { data: { partnerEvents: () => Promise.resolve([]) } });
    await userEvent.click(screen.getByRole('tab', { name: t('logic.tab.PERSONALIZED') }));
    expect(module().settings['logicTab']).toBe('PERSONALIZED');
    expect(await screen.findByText('Please add a ucd integration to be able to use this feature!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(t('logic.personalized.connection')) })).toBeNull();
  });

  it('shows a failed partner lookup with a retry', async () => {
    let calls = 0;
    const partnerEvents = () => (++calls === 1 ? Promise.reject({ kind: 'http', status: 500 }) : Promise.resolve(events));
    renderPanel(LogicPanel, moduleOf('LOGIC', { logicTab: 'PERSONALIZED' }), { data: { ...partner, partnerEvents } });
    await userEvent.click(await screen.findByRole('button', { name: t('retry') }));
    expect(await screen.findByRole('region', { name: t('logic.personalized.newCondition') })).toBeTruthy();
  });

  it('adds an attribute condition from the partner contacts with its toast', async () => {
    const { module } = renderPanel(LogicPanel, moduleOf('LOGIC', { logicTab: 'PERSONALIZED' }), { data: partner });
    const form = within(await screen.findByRole('region', { name: t('logic.personalized.newCondition') }));
    const add = () => form.getByRole('button', { name: t('logic.personalized.addAttribute') });
    expect(add().hasAttribute('disabled')).toBe(true);
    await pickIn(form, t('logic.personalized.attribute'), 'City');
    await userEvent.type(form.getByLabelText(t('logic.ifTargets')), ' Izmir {Enter}');
    await userEvent.click(add());
    expect(await screen.findByText('Attribute condition added successfully')).toBeTruthy();
    expect(module().settings).toMatchObject({
      attributeConditions: [{ ifCondition: 'city', ifConditionName: 'City', ifOperator: 'EQUALS', ifTargets: ['Izmir'] }],
      attributes: ['city'],
    });
    const list = within(screen.getByRole('region', { name: t('logic.personalized.attributeConditions') }));
    expect(list.getByText(`City ${t('logic.operators.EQUALS')} Izmir`)).toBeTruthy();
    await userEvent.click(list.getByRole('button', { name: t('logic.personalized.removeCondition', { condition: 'City' }) }));
    expect(module().settings['attributeConditions']).toEqual([]);
  });

  it('adds an event condition (confirmation_page_view stored in lower case of its text) with its toast, the event becoming wanted', async () => {
    const { module } = renderPanel(LogicPanel, moduleOf('LOGIC', { logicTab: 'PERSONALIZED' }), { data: partner });
    const form = within(await screen.findByRole('region', { name: t('logic.personalized.newCondition') }));
    await pickIn(form, t('logic.personalized.conditionType'), t('logic.personalized.types.EVENT'));
    await pickIn(form, `${t('logic.personalized.event')}$`, 'Confirmation Page View');
    await pickIn(form, t('logic.personalized.eventParameter'), 'Page');
    await userEvent.type(form.getByLabelText(t('logic.ifTargets')), '/thanks{Enter}');
    await userEvent.click(form.getByRole('button', { name: t('logic.personalized.addEvent') }));
    expect(await screen.findByText('Event condition added successfully')).toBeTruthy();
    expect(module().settings['eventConditions']).toEqual([
      { 'confirmation page view': [{ ifCondition: 'page', ifConditionName: 'Page', ifOperator: 'EQUALS', ifTargets: ['/thanks'] }] },
    ]);
    const wanted = within(screen.getByRole('group', { name: t('logic.personalized.wanted') }));
    expect((wanted.getByRole('checkbox', { name: 'Confirmation Page View' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(wanted.getByRole('checkbox', { name: 'Purchase' }));
    expect((module().settings['events'] as { wanted: unknown[] }).wanted).toEqual([
      { event_name: 'confirmation page view', params: ['page'] },
      { event_name: 'purchase', params: ['amount'] },
    ]);
  });

  it('stores the events date range in epoch milliseconds and the personalization connection', async () => {
    const { module } = renderPanel(LogicPanel, moduleOf('LOGIC', { logicTab: 'PERSONALIZED' }, [{ id: 'sorry' }]), { data: partner });
    fireEvent.change(await screen.findByLabelText(t('logic.personalized.startDate')), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText(t('logic.personalized.endDate')), { target: { value: '2026-03-01' } });
    expect(screen.getByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(module().settings['events']).toMatchObject({ start_date: Date.UTC(2026, 2, 5), end_date: Date.UTC(2026, 2, 1, 23, 59, 59, 999) });
    await pickIn(page, t('logic.personalized.connection'), 'Thanks');
    expect(module().connections).toEqual([{ id: 'sorry' }, { id: 'thanks', optionID: 'personalization' }]);
  });
});

describe('Logic panel, read-only', () => {
  it('changes nothing', async () => {
    renderPanel(LogicPanel, moduleOf('LOGIC', { payloads: [{ id: 'c1', ifCondition: '#NAME', ifOperator: 'EQUALS', ifTargets: ['Ada'], conditionAction: '' }] }), {
      readOnly: true,
    });
    expect(screen.getByRole('tab', { name: t('logic.tab.PERSONALIZED') }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: t('logic.addCondition') }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: t('logic.removeCondition') }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('combobox', { name: t('logic.ifCondition') }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: t('logic.removeValue', { value: 'Ada' }) }).hasAttribute('disabled')).toBe(true);
  });
});
