import { Color, TextStyle } from '@tiptap/extension-text-style';
import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { Button as AriaButton, Toolbar, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { NS } from './parts';

export type EmailEditorProps = { label: string; value: string; onChange: (html: string) => void; isDisabled?: boolean };

/** Text colours offered in the toolbar (readable on white). */
export const TEXT_COLOURS = ['#000000', '#C62828', '#2E7D32', '#1565C0', '#EF6C00', '#6A1B9A'] as const;
const HEADINGS = ['paragraph', '1', '2', '3'] as const;
const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

/** A link address as stored: https:// is added when no scheme is typed; mailto: and # links are kept. */
export function linkHref(typed: string): string | null {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  if (/^(https?:|mailto:|#)/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

function activeState(editor: Editor) {
  return {
    heading: HEADINGS.find((h) => h !== 'paragraph' && editor.isActive('heading', { level: Number(h) })) ?? 'paragraph',
    align: ALIGNMENTS.find((a) => editor.isActive({ textAlign: a })) ?? 'left',
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    colour: (editor.getAttributes('textStyle')['color'] as string | undefined) ?? null,
    canIndent: editor.can().sinkListItem('listItem'),
    canOutdent: editor.can().liftListItem('listItem'),
  };
}

/** The e-mail template editor (tiptap): header, align, bold, italic, underline, lists, indent, colours, link. */
export default function EmailEditor({ label, value, onChange, isDisabled = false }: EmailEditorProps) {
  const { t } = useTranslation(NS);
  const labelId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), TextStyle, Color, TextAlign.configure({ types: ['heading', 'paragraph'] })],
    content: value,
    editable: !isDisabled,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', class: 'email-editor-content' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  // An outside change of the template (undo, another panel) replaces the content; own edits are already there.
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!isDisabled);
  }, [editor, isDisabled]);
  const state = useEditorState({ editor, selector: ({ editor: e }) => (e ? activeState(e) : null) });
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();
  const toggle = (name: string, isSelected: boolean, run: () => void, isOff = false) => (
    <ToggleButton className="email-tool" aria-label={t(`email.tools.${name}`)} isSelected={isSelected} isDisabled={isDisabled || isOff} onChange={run}>
      <span aria-hidden="true">{t(`email.toolIcons.${name}`)}</span>
    </ToggleButton>
  );
  const applyLink = () => {
    const href = linkHref(linkText);
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };
  return (
    <div className="field email-editor">
      <span className="panel-more-label" id={labelId}>
        {label}
      </span>
      <Toolbar className="email-toolbar" aria-label={t('email.toolbar')}>
        <SelectField
          className="email-heading"
          label={t('email.tools.heading')}
          options={HEADINGS.map((h) => ({ id: h, label: t(`email.headings.${h}`) }))}
          value={state.heading}
          isDisabled={isDisabled}
          onChange={(h) =>
            h === 'paragraph'
              ? chain().setParagraph().run()
              : chain()
                  .toggleHeading({ level: Number(h) as 1 | 2 | 3 })
                  .run()
          }
        />
        {ALIGNMENTS.map((a) => toggle(`align_${a}`, state.align === a, () => chain().setTextAlign(a).run()))}
        {toggle('bold', state.bold, () => chain().toggleBold().run())}
        {toggle('italic', state.italic, () => chain().toggleItalic().run())}
        {toggle('underline', state.underline, () => chain().toggleUnderline().run())}
        {toggle('bulletList', state.bulletList, () => chain().toggleBulletList().run())}
        {toggle('orderedList', state.orderedList, () => chain().toggleOrderedList().run())}
        {toggle('indent', false, () => chain().sinkListItem('listItem').run(), !state.canIndent)}
        {toggle('outdent', false, () => chain().liftListItem('listItem').run(), !state.canOutdent)}
        {TEXT_COLOURS.map((colour) => (
          <ToggleButton
            key={colour}
            className="email-colour"
            aria-label={t('email.tools.colour', { colour })}
            isSelected={state.colour?.toUpperCase() === colour}
            isDisabled={isDisabled}
            onChange={() => chain().setColor(colour).run()}
            style={{ background: colour }}
          />
        ))}
        <AriaButton className="email-tool" aria-label={t('email.tools.colourReset')} isDisabled={isDisabled || !state.colour} onPress={() => chain().unsetColor().run()}>
          <span aria-hidden="true">{t('email.toolIcons.colourReset')}</span>
        </AriaButton>
        {toggle('link', state.link || linkOpen, () => {
          setLinkText((editor.getAttributes('link')['href'] as string | undefined) ?? '');
          setLinkOpen((open) => !open);
        })}
      </Toolbar>
      {linkOpen ? (
        <div className="email-link">
          <TextField label={t('email.linkAddress')} value={linkText} onChange={setLinkText} autoFocus />
          <Button onPress={applyLink}>{t('email.applyLink')}</Button>
          <Button
            variant="secondary"
            onPress={() => {
              chain().extendMarkRange('link').unsetLink().run();
              setLinkOpen(false);
            }}
          >
            {t('email.removeLink')}
          </Button>
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
