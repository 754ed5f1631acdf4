// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../../../testing/i18n';
import { choose, fill, moduleOf, renderPanel, selectButton } from '../panelTesting';
import { readSettings } from '../../../../services/contracts/modules/settingsReading';
import { EndPanel, isValidVoteImage, isVoteTextTooLong, parseLinkHours, readVoteSettings } from './EndStartPanels';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const t = (key: string, values?: Record<string, unknown>) => en(`panelsMore:end.vote.${key}`, values);
const askSwitch = () => screen.getByRole('switch', { name: 'Ask for a vote' }) as HTMLInputElement;
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('END panel vote settings', () => {
  it('asks for a vote: the switch shows the settings, stored in settings.vote with the defaults', async () => {
    const panel = renderPanel(EndPanel, moduleOf('END', {}));
    expect(askSwitch().checked).toBe(false);
    expect(screen.queryByRole('textbox')).toBeNull();
    await panel.user.click(askSwitch());
    expect(panel.module().settings).toEqual({
      tags: 'notes kept',
      vote: { enabled: true, voteType: 'NUMERIC', voteMessage: '', voteLinkMessage: '', gratitudeMessage: '', voteImage: '', expiresInHours: 72 },
    });
    expect(selectButton(t('voteType')).textContent).toContain('0-10 scale');
    expect(box('Link valid for (hours)').value).toBe('72');

    await choose(panel.user, t('voteType'), 'Faces');
    await fill(panel.user, box('Message on the vote page'), 'How did *we* do?\n[Terms](https://example.com)');
    await fill(panel.user, box('Text of the link message'), 'Rate our service');
    await fill(panel.user, box('Thanks message'), 'Thanks a lot!');
    await fill(panel.user, box('Image on the vote page'), 'https://cdn.example.com/logo.png');
    await fill(panel.user, box('Link valid for (hours)'), '24');
    expect(panel.module().settings['vote']).toEqual({
      enabled: true,
      voteType: 'FACES',
      voteMessage: 'How did *we* do?\n[Terms](https://example.com)',
      voteLinkMessage: 'Rate our service',
      gratitudeMessage: 'Thanks a lot!',
      voteImage: 'https://cdn.example.com/logo.png',
      expiresInHours: 24,
    });

    // Off keeps the texts for when it is switched on again.
    await panel.user.click(askSwitch());
    expect(panel.module().settings['vote']).toMatchObject({ enabled: false, voteType: 'FACES', expiresInHours: 24 });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('refuses a validity outside 1 to 720 hours with its message and keeps the last valid one', async () => {
    const panel = renderPanel(EndPanel, moduleOf('END', { vote: { enabled: true, expiresInHours: 48 } }));
    const hours = box('Link valid for (hours)');
    for (const typed of ['0', '721', '2.5', 'soon', '']) {
      await fill(panel.user, hours, typed);
      expect(screen.getByText('Enter a whole number of hours between 1 and 720.')).toBeTruthy();
      expect(panel.module().settings['vote']).toMatchObject({ expiresInHours: 48 });
    }
    await fill(panel.user, hours, '720');
    expect(screen.queryByText('Enter a whole number of hours between 1 and 720.')).toBeNull();
    expect(panel.module().settings['vote']).toMatchObject({ expiresInHours: 720 });
  });

  it('says when a text is longer than 2000 characters', () => {
    renderPanel(EndPanel, moduleOf('END', { vote: { enabled: true, voteMessage: 'x'.repeat(2001) } }));
    expect(screen.getByText('This text can be at most 2000 characters.')).toBeTruthy();
  });

  it('says when the image is not an http or https address', async () => {
    const panel = renderPanel(EndPanel, moduleOf('END', { vote: { enabled: true } }));
    await fill(panel.user, box('Image on the vote page'), 'javascript:alert(1)');
    expect(screen.getByText('Enter an http or https address of an image.')).toBeTruthy();
    await fill(panel.user, box('Image on the vote page'), 'http://cdn.example.com/a.png');
    expect(screen.queryByText('Enter an http or https address of an image.')).toBeNull();
  });

  it('shows a validity changed elsewhere (undo)', async () => {
    const panel = renderPanel(EndPanel, moduleOf('END', { vote: { enabled: true, expiresInHours: 12 } }));
    panel.setModule(moduleOf('END', { vote: { enabled: true, expiresInHours: 96 } }));
    expect(await screen.findByDisplayValue('96')).toBeTruthy();
  });

  it('is read-only for a viewer', () => {
    renderPanel(EndPanel, moduleOf('END', { vote: { enabled: true, voteType: 'FACES', voteMessage: 'Hi' } }), { readOnly: true });
    expect(askSwitch().disabled).toBe(true);
    expect(box('Message on the vote page').disabled).toBe(true);
    expect(box('Link valid for (hours)').disabled).toBe(true);
    expect(selectButton(t('voteType')).hasAttribute('disabled')).toBe(true);
  });
});

describe('END vote rules', () => {
  it('reads stored settings with defaults for anything missing or wrong', () => {
    expect(readVoteSettings({})).toEqual({ enabled: false, voteType: 'NUMERIC', voteMessage: '', voteLinkMessage: '', gratitudeMessage: '', voteImage: '', expiresInHours: 72 });
    expect(readVoteSettings(readSettings('END', { vote: { enabled: 'yes', voteType: 'STARS', voteMessage: 5, expiresInHours: 9999 } }))).toMatchObject({
      enabled: false,
      voteType: 'NUMERIC',
      voteMessage: '',
      expiresInHours: 72,
    });
    expect(readVoteSettings({ vote: { enabled: true, voteType: 'FACES', expiresInHours: 1 } })).toMatchObject({ enabled: true, voteType: 'FACES', expiresInHours: 1 });
  });
  it('takes whole hours from 1 to 720', () => {
    expect(['1', ' 72 ', '720'].map(parseLinkHours)).toEqual([1, 72, 720]);
    expect(['0', '721', '1.5', '-3', '1e2', '', 'x'].map(parseLinkHours)).toEqual([null, null, null, null, null, null, null]);
  });
  it('takes an empty image or an http/https address', () => {
    expect(['', ' ', 'https://a.example/x.png', 'http://a.example/x.png'].map(isValidVoteImage)).toEqual([true, true, true, true]);
    expect(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'logo.png', 'ftp://a.example/x.png'].map(isValidVoteImage)).toEqual([false, false, false, false]);
  });
  it('allows texts up to 2000 characters', () => {
    expect(isVoteTextTooLong('x'.repeat(2000))).toBe(false);
    expect(isVoteTextTooLong('x'.repeat(2001))).toBe(true);
  });
});
