/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import type { chatWidgetMachine } from '../../machines/conversations/chatWidget.machine';
import type { ConversationKey } from '../../services/contracts/conversations';
import { acceptedTypes, attachmentProblem } from './attachment';
import { readLocation } from './location';
import type { MessengerSettings } from './settings';
import type { WidgetTexts } from './texts';

export type Attach = (key: ConversationKey, file: File) => Promise<{ url: string }>;

type Props = { actor: ActorRefFrom<typeof chatWidgetMachine>; draft: string; settings: MessengerSettings; texts: WidgetTexts; attach: Attach };

/** The message input with its send button and, when the channel allows them, the attach and share-location buttons. */
export function Composer({ actor, draft, settings, texts, attach }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canAttach = settings.attachImages || settings.attachFiles;

  async function sendFile(file: File) {
    const refused = attachmentProblem(file, { imageUpload: settings.attachImages, fileUpload: settings.attachFiles }, texts.texts);
    const key = actor.getSnapshot().context.conversation;
    if (refused || !key) return setProblem(refused ?? texts.texts.uploadInvalidError);
    setBusy(true);
    setProblem(null);
    try {
      const { url } = await attach(key, file);
      actor.send({ type: 'SEND_TEXT', text: url });
    } catch {
      setProblem(texts.texts.uploadInvalidError);
    } finally {
      setBusy(false);
    }
  }

  async function shareLocation() {
    setBusy(true);
    setProblem(null);
    const read = await readLocation(texts.texts);
    setBusy(false);
    if ('text' in read) actor.send({ type: 'SEND_TEXT', text: read.text });
    else setProblem(read.problem);
  }

  return (
    <>
      {problem ? (
        <p class="wm-notice" role="alert">
          {problem}
        </p>
      ) : null}
      {busy ? (
        <p class="wm-hidden" role="status">
          {texts.uploading}
        </p>
      ) : null}
      <form
        class="wm-input"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SEND' });
        }}
      >
        {canAttach ? (
          <>
            <input
              ref={picker}
              type="file"
              class="wm-hidden"
              tabIndex={-1}
              accept={acceptedTypes(settings.attachFiles)}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) void sendFile(file);
              }}
            />
            <button
              type="button"
              class="wm-tool"
              aria-label={settings.attachFiles ? texts.texts.uploadDocument : texts.texts.uploadPhoto}
              disabled={busy}
              onClick={() => picker.current?.click()}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2">
                <path d="M21 12l-8.5 8.5a5 5 0 0 1-7-7L14 5a3.3 3.3 0 0 1 4.7 4.7L10 18.4a1.7 1.7 0 0 1-2.4-2.4L15 8.6" />
              </svg>
            </button>
          </>
        ) : null}
        {settings.shareLocation ? (
          <button type="button" class="wm-tool" aria-label={texts.shareLocation} disabled={busy} onClick={() => void shareLocation()}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2">
              <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
              <circle cx="12" cy="10" r="2.5" />
            </svg>
          </button>
        ) : null}
        <input
          aria-label={texts.inputLabel}
          placeholder={texts.texts.inputPlaceholder}
          dir="auto"
          value={draft}
          ref={input}
          onInput={(event) => actor.send({ type: 'TYPE', value: event.currentTarget.value })}
        />
        <button type="submit" disabled={draft.trim() === ''}>
          {texts.texts.sendButtonText}
        </button>
      </form>
    </>
  );
}
