// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { UploadKind } from '../../../../machines/designer/mediaFile';
import type { PickedFile, ReadFile } from '../../../../machines/designer/mediaUpload.machine';
import type { FlowModule } from '../../../../services/contracts/flow';
import { initTestI18n } from '../../../testing/i18n';
import type { ModuleChange } from '../types';
import { MessagePanel } from './MessagePanel';
import { PanelHarness } from './panelHarness';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const message = (settings: Record<string, unknown>): FlowModule & { type: 'MESSAGE' } => ({
  id: 'msg',
  type: 'MESSAGE',
  name: 'Hello',
  position: { x: 0, y: 0 },
  connections: [],
  settings,
});

function setup(settings: Record<string, unknown>, options: { readOnly?: boolean; image?: { width: number; height: number } } = {}) {
  const changes: ModuleChange[] = [];
  const size = options.image ?? { width: 100, height: 100 };
  const readFile = fromPromise<ReadFile, { file: PickedFile; kind: UploadKind }>(async () => ({ dataUrl: 'data:image/png;base64,AAAA', ...size }));
  render(<PanelHarness panel={MessagePanel} initial={message(settings)} changes={changes} readOnly={options.readOnly} readFile={readFile} />);
  return { changes, user: userEvent.setup(), last: () => changes.at(-1)?.settings };
}

const newMessage = () => screen.getByRole('textbox', { name: 'New message' });
const dialog = () => screen.getByRole('alertdialog');

describe('TEXT messages', () => {
  it('Enter adds an alternative; shift-Enter inserts a newline and does not add', async () => {
    const { user, changes, last } = setup({ messageType: 'TEXT', payloads: [''] });
    await user.type(newMessage(), 'Hello{Shift>}{Enter}{/Shift}there');
    expect(changes).toEqual([]);
    expect((newMessage() as HTMLTextAreaElement).value).toBe('Hello\nthere');
    await user.type(newMessage(), '{Enter}');
    expect(last()).toEqual({ messageType: 'TEXT', payloads: ['Hello\nthere'] });
    expect((newMessage() as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Message 1' }) as HTMLTextAreaElement).value).toBe('Hello\nthere');
  });

  it('an empty message is not added', async () => {
    const { user, changes } = setup({ messageType: 'TEXT', payloads: [] });
    await user.type(newMessage(), '   {Enter}');
    expect(changes).toEqual([]);
  });

  it('a message over 2000 characters shows the limit and is not added', async () => {
    const { user, changes } = setup({ messageType: 'TEXT', payloads: [] });
    await user.click(newMessage());
    await user.paste('a'.repeat(2001));
    expect(screen.getByText('A message can be at most 2000 characters.')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(changes).toEqual([]);
  });

  it('an alternative is edited in place (Enter saves)', async () => {
    const { user, last } = setup({ messageType: 'TEXT', payloads: ['Hi', 'Hey'] });
    const second = screen.getByRole('textbox', { name: 'Message 2' });
    await user.clear(second);
    await user.type(second, 'Good morning{Enter}');
    expect(last()).toEqual({ messageType: 'TEXT', payloads: ['Hi', 'Good morning'] });
  });

  it('deleting an alternative asks first', async () => {
    const { user, changes, last } = setup({ messageType: 'TEXT', payloads: ['Hi', 'Hey'] });
    await user.click(screen.getByRole('button', { name: 'Delete message 1' }));
    expect(within(dialog()).getByText('Are you sure you want to delete this message?')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'No' }));
    expect(changes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete message 1' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    expect(last()).toEqual({ messageType: 'TEXT', payloads: ['Hey'] });
  });
});

describe('message type', () => {
  it('changing the type with payloads asks, then clears the payloads', async () => {
    const { user, changes, last } = setup({ messageType: 'TEXT', payloads: ['Hi'] });
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    expect(within(dialog()).getByText('Changing the message type removes the messages added so far. Are you sure?')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'No' }));
    expect(changes).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    expect(last()).toEqual({ messageType: 'IMAGE', payloads: [] });
    expect(screen.getByRole('textbox', { name: 'Caption (optional)' })).toBeTruthy();
  });

  it('without payloads the type changes at once', async () => {
    const { user, last } = setup({ messageType: 'TEXT', payloads: [''] });
    await user.click(screen.getByRole('radio', { name: 'Sticker' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(last()).toEqual({ messageType: 'STICKER', payloads: [] });
  });
});

describe('media messages', () => {
  it('a link gets https:// when typing starts and is added with Enter', async () => {
    const { user, last } = setup({ messageType: 'IMAGE', payloads: [] });
    const link = screen.getByRole('textbox', { name: 'Link' });
    await user.type(link, 'cdn.example/a.png');
    expect((link as HTMLInputElement).value).toBe('https://cdn.example/a.png');
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ messageType: 'IMAGE', payloads: ['https://cdn.example/a.png'] });
    expect(screen.getByText('https://cdn.example/a.png')).toBeTruthy();
  });

  it("a link that is not https:// or '#' is an 'Invalid url' and cannot be added", async () => {
    const { user, changes } = setup({ messageType: 'VIDEO', payloads: [] });
    await user.click(screen.getByRole('textbox', { name: 'Link' }));
    await user.paste('http://cdn.example/a.mp4');
    expect(screen.getByText('Invalid url')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Enter}');
    expect(changes).toEqual([]);
  });

  it('a caption needs an image first', async () => {
    const { user, changes } = setup({ messageType: 'IMAGE', payloads: [] });
    await user.type(screen.getByRole('textbox', { name: 'Caption (optional)' }), 'Our shop');
    expect(screen.getByText('Please add an image first')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('a caption needs exactly one image', async () => {
    const { user, changes } = setup({ messageType: 'IMAGE', payloads: ['https://a.png', 'https://b.png'] });
    await user.type(screen.getByRole('textbox', { name: 'Caption (optional)' }), 'Our shop');
    expect(screen.getByText('Please add only one image to add a caption')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('a caption on the one image makes {link, caption}; emptying it makes a plain link again', async () => {
    const { user, last } = setup({ messageType: 'IMAGE', payloads: ['https://a.png'] });
    const caption = screen.getByRole('textbox', { name: 'Caption (optional)' });
    await user.type(caption, 'Hi');
    expect(last()).toEqual({ messageType: 'IMAGE', payloads: [{ link: 'https://a.png', caption: 'Hi' }] });
    await user.clear(caption);
    expect(last()).toEqual({ messageType: 'IMAGE', payloads: ['https://a.png'] });
  });

  it('a file is removed from the list', async () => {
    const { user, last } = setup({ messageType: 'AUDIO', payloads: ['https://a.mp3', 'https://b.mp3'] });
    await user.click(screen.getByRole('button', { name: 'Remove file 1' }));
    expect(last()).toEqual({ messageType: 'AUDIO', payloads: ['https://b.mp3'] });
  });

  it('channel file limits are listed', async () => {
    setup({ messageType: 'VIDEO', payloads: [] });
    expect(screen.getByText('Telegram: videos up to 50 MB.')).toBeTruthy();
    expect(screen.getByText('Freshchat does not support documents, audio or video.')).toBeTruthy();
  });
});

describe('uploads', () => {
  const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
  const file = (name: string, type: string, size?: number) => {
    const f = new File(['hello'], name, { type });
    if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
    return f;
  };

  it('a small image is stored as a data: URL', async () => {
    const { user, last } = setup({ messageType: 'IMAGE', payloads: [] });
    await user.upload(fileInput(), file('logo.png', 'image/png'));
    await waitFor(() => expect(last()).toEqual({ messageType: 'IMAGE', payloads: ['data:image/png;base64,AAAA'] }));
    expect(screen.getByText('Uploaded file 1')).toBeTruthy();
  });

  it('an image taller than twice its width is refused', async () => {
    const { user, changes } = setup({ messageType: 'IMAGE', payloads: [] }, { image: { width: 100, height: 250 } });
    await user.upload(fileInput(), file('tall.png', 'image/png'));
    expect(await screen.findByText("The image height can not be greater than 2 times it's width. Please customize the image and reupload it.")).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('a file over 20 MB is refused', async () => {
    const { user, changes } = setup({ messageType: 'FILE', payloads: [] });
    await user.upload(fileInput(), file('big.pdf', 'application/pdf', 20_971_521));
    expect(await screen.findByText('File size exceeds the maximum limit of 20 MB.')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('a sticker must be webp', async () => {
    const { changes } = setup({ messageType: 'STICKER', payloads: [] });
    // The picker offers .webp only; a file dropped past that filter is still refused.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), file('smile.png', 'image/png'));
    expect(await screen.findByText('This format is not allowed here. Allowed formats: webp.')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('a real small file is read by the browser reader', async () => {
    const changes: ModuleChange[] = [];
    render(<PanelHarness panel={MessagePanel} initial={message({ messageType: 'FILE', payloads: [] })} changes={changes} />);
    await userEvent.upload(fileInput(), file('notes.txt', 'text/plain'));
    await waitFor(() => expect(changes.at(-1)?.settings).toEqual({ messageType: 'FILE', payloads: [expect.stringMatching(/^data:text\/plain;base64,/)] }));
  });
});

describe('read-only', () => {
  it('disables everything and sends nothing', async () => {
    const { user, changes } = setup({ messageType: 'TEXT', payloads: ['Hi'] }, { readOnly: true });
    expect(screen.getByRole('radio', { name: 'Image' }).hasAttribute('disabled')).toBe(true);
    expect(newMessage().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete message 1' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    await user.type(newMessage(), 'x{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(changes).toEqual([]);
  });
});

describe('other languages', () => {
  afterEach(() => void initTestI18n('en'));
  it('shows the panel in Arabic', () => {
    initTestI18n('ar');
    setup({ messageType: 'TEXT', payloads: ['مرحبا'] });
    expect(screen.getByRole('radio', { name: 'صورة' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'رسالة جديدة' })).toBeTruthy();
  });
});
