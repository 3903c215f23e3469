import './rich-text-editor.css';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useFieldErrorText } from '../../lib/zod-form-resolver.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import type { RichTextFieldProps } from './rich-text-field.tsx';

/** Only what the server keeps (https and mailto; lib/rich-text.ts also keeps http, this editor does not write it). */
export function isAllowedLink(url: string): boolean {
  return /^(https:\/\/[^\s]+|mailto:[^\s]+)$/i.test(url.trim());
}

type Tool = { key: string; label: string; active: (e: Editor) => boolean; run: (e: Editor) => void; can?: (e: Editor) => boolean };

function tools(t: (k: string) => string): Tool[] {
  return [
    { key: 'bold', label: t('kit.richText.bold'), active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    {
      key: 'italic',
      label: t('kit.richText.italic'),
      active: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: t('kit.richText.heading2'),
      active: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('kit.richText.heading3'),
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      label: t('kit.richText.bulletList'),
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('kit.richText.orderedList'),
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
  ];
}

/**
 * The Tiptap editor behind RichTextField (lazy: rich-text-field.tsx). StarterKit trimmed to what the toolbar offers
 * and the server keeps: paragraphs, line breaks, bold, italic, h2/h3, lists, links; undo/redo. The toolbar is one
 * tab stop (WAI-ARIA toolbar: arrows, Home and End move between its buttons), each button labelled and pressed when
 * its format is on; the link button opens an inline address input (Enter applies, Escape cancels) that accepts only
 * https and mailto addresses.
 */
export default function RichTextEditor({ name, label, hint, required }: RichTextFieldProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useFieldErrorText();
  const { control } = useFormContext();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ name, control });
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const error = errorText(fieldState.error);
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
        link: { openOnClick: false, autolink: false, linkOnPaste: false, isAllowedUri: (url) => isAllowedLink(url) },
      }),
    ],
    content: typeof value === 'string' ? value : '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        class: 'input rich-text rich-text-editor-content',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(tools(t).map((tool) => [tool.key, e ? tool.active(e) : false])),
      link: e?.isActive('link') ?? false,
      undo: e?.can().undo() ?? false,
      redo: e?.can().redo() ?? false,
    }),
  });

  // The form focuses the first invalid field through this (react-hook-form's shouldFocusError).
  useEffect(() => ref({ focus: () => editor?.commands.focus() }), [editor, ref]);

  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('[data-tool]') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % buttons.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons[next]!.focus();
  }

  function applyLink() {
    if (!editor) return;
    const url = href.trim();
    if (url === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!isAllowedLink(url)) {
      return setLinkError(t('kit.richText.linkInvalid'));
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
    setLinking(false);
    setLinkError(null);
  }

  const all: { key: string; label: string; pressed?: boolean; disabled?: boolean; run: () => void }[] = [
    ...tools(t).map((tool) => ({
      key: tool.key,
      label: tool.label,
      pressed: !!state?.active[tool.key],
      run: () => editor && tool.run(editor),
    })),
    {
      key: 'link',
      label: t('kit.richText.link'),
      pressed: !!state?.link,
      run: () => {
        setHref((editor?.getAttributes('link').href as string | undefined) ?? '');
        setLinkError(null);
        setLinking(true);
      },
    },
    { key: 'undo', label: t('kit.richText.undo'), disabled: !state?.undo, run: () => editor?.chain().focus().undo().run() },
    { key: 'redo', label: t('kit.richText.redo'), disabled: !state?.redo, run: () => editor?.chain().focus().redo().run() },
  ];
  const linkInputId = `${id}-link`;
  return (
    <div className={['field', 'rich-text-field', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <span id={labelId} className="field-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <div role="toolbar" aria-label={t('kit.richText.toolbar')} className="rich-text-toolbar" ref={toolbarRef} onKeyDown={onToolbarKey}>
        {all.map((b, i) => (
          <button
            key={b.key}
            type="button"
            data-tool={b.key}
            className="btn btn-ghost btn-sm rich-text-tool"
            tabIndex={i === focusIndex ? 0 : -1}
            aria-pressed={b.pressed === undefined ? undefined : b.pressed}
            disabled={b.disabled}
            onFocus={() => setFocusIndex(i)}
            onClick={b.run}
          >
            {b.label}
          </button>
        ))}
      </div>
      {linking ? (
        <div className="rich-text-link">
          <label htmlFor={linkInputId} className="field-label">
            {t('kit.richText.linkAddress')}
          </label>
          <input
            id={linkInputId}
            className="input"
            type="url"
            inputMode="url"
            value={href}
            autoFocus
            aria-invalid={linkError ? true : undefined}
            aria-describedby={`${linkInputId}-hint`}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setLinking(false);
                editor?.commands.focus();
              }
            }}
          />
          <p id={`${linkInputId}-hint`} className={linkError ? 'field-error' : 'field-hint'} role={linkError ? 'alert' : undefined}>
            {linkError ?? t('kit.richText.linkHint')}
          </p>
          <div className="actions">
            <Button className="btn-sm" onClick={applyLink}>
              {t('kit.richText.linkApply')}
            </Button>
            <Button variant="ghost" className="btn-sm" onClick={() => setLinking(false)}>
              {t('kit.richText.linkCancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <EditorContent editor={editor} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
