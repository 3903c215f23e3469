import { ZNoteCreateBody, type TNote } from '@congrega/contract/notes';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useFieldErrorText, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import type { NoteValues } from '../lib/leave-rules.ts';
import { useLeaveRules } from '../lib/use-leave-rules.ts';
import { useNoteSaver, type EditorLocationState } from '../lib/use-note-saver.ts';
import { LeaveDialogs } from './leave-dialogs.tsx';
import { SaveStatusLine } from './save-status.tsx';

interface NoteEditorProps {
  /** The note as the server has it; null for a new note. */
  note: TNote | null;
  /** After a conflict, reopen the note with the server's latest version. */
  onLoadLatest?: () => void;
}

/**
 * Title and text of a sermon note, saved automatically while typing (no save button: nothing to forget).
 * Inputs stay enabled while saving, unlike other forms, so typing is never interrupted; the status line
 * is the loader. The rules on leaving live in useLeaveRules.
 */
export function NoteEditor({ note, onLoadLatest }: NoteEditorProps) {
  const { t } = useTranslation('notes');
  const location = useLocation();
  const errorText = useFieldErrorText();
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  const activeField = () => {
    const name = document.activeElement?.getAttribute('name');
    return name === 'titulo' || name === 'texto' ? name : undefined;
  };
  const { saver, status, initial } = useNoteSaver(note, activeField);
  const leave = useLeaveRules(saver);
  const form = useForm<z.input<typeof ZNoteCreateBody>, unknown, NoteValues>({
    resolver: zodFormResolver(ZNoteCreateBody),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });

  // Every keystroke goes to the saver, which keeps the draft and debounces the request.
  const onEdit = () => {
    const { titulo, texto } = form.getValues();
    saver.change({ titulo, texto: texto ?? '' });
  };

  // A new note just got its address: put the caret back where the user was typing. After the route's
  // own focus move to the heading, hence the next frame.
  const focus = (location.state as EditorLocationState | null)?.focus;
  useEffect(() => {
    if (!focus) return;
    const frame = requestAnimationFrame(() => {
      const field = fieldsRef.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${focus}"]`);
      field?.focus();
      field?.setSelectionRange(field.value.length, field.value.length);
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  function stayAndAddTitle() {
    leave.stay();
    void form.trigger('titulo');
    // After the dialog has given focus back to what opened it.
    requestAnimationFrame(() => form.setFocus('titulo'));
  }

  return (
    <form
      noValidate
      className="note-editor"
      onSubmit={(event) => {
        // Enter in the title saves now instead of reloading the page.
        event.preventDefault();
        void saver.flush();
      }}
    >
      <SaveStatusLine
        status={status}
        onRetry={() => saver.retryNow()}
        onKeepMine={() => saver.keepMine()}
        onLoadLatest={() => {
          saver.discard();
          onLoadLatest?.();
        }}
      />
      <fieldset ref={fieldsRef} className="note-fields">
        <TextField
          label={t('editor.title')}
          required
          autoComplete="off"
          error={errorText(form.formState.errors.titulo)}
          {...form.register('titulo', { onChange: onEdit })}
        />
        <TextAreaField
          label={t('editor.text')}
          rows={14}
          error={errorText(form.formState.errors.texto)}
          {...form.register('texto', { onChange: onEdit })}
        />
      </fieldset>
      <div className="actions">
        <ButtonLink to="/user/notes">{t('editor.done')}</ButtonLink>
        {note ? (
          <Link to={`/user/notes/${note.id}/delete`} className="btn btn-ghost">
            {t('editor.delete')}
          </Link>
        ) : null}
      </div>
      <LeaveDialogs
        problem={leave.problem}
        onAddTitle={stayAndAddTitle}
        onStay={leave.stay}
        onLeaveWithoutSaving={leave.leaveWithoutSaving}
        onRetry={leave.retry}
      />
    </form>
  );
}
