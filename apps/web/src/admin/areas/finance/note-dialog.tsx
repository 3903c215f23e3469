import { ATTENTION_NOTE_MAX } from '@congrega/contract/admin/finance-attention';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

export interface NoteDialogProps {
  title: ReactNode;
  description: ReactNode;
  /** What the note is for (its label) and an example (its hint). */
  label: string;
  hint: string;
  confirmLabel: string;
  /** Announced once the server accepted it. */
  doneText: string;
  /** Sends the note, trimmed; a refusal (someone decided first) stays in the dialog. */
  send: (body: { observacao: string }) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * A decision recorded with a required note (the review of an event naming an unknown order, the honour of a late
 * payment), mounted while open: ConfirmDialog with the note, which must not be blank (the contract's
 * ZAttentionNoteBody: trimmed, at most ATTENTION_NOTE_MAX characters); the server's refusal stays in the dialog.
 */
export function NoteDialog({ title, description, label, hint, confirmLabel, doneText, send, onClose, children }: NoteDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [note, setNote] = useState('');
  const [blank, setBlank] = useState(false);
  const [pending, setPending] = useState(false);
  const failure = useActionFailure(t('kit.saveFailed'));
  const confirm = async () => {
    const observacao = note.trim();
    setBlank(!observacao);
    if (!observacao || pending) return;
    setPending(true);
    const ok = await failure.attempt(() => send({ observacao }));
    setPending(false);
    if (!ok) return;
    toast(doneText);
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={t('kit.cancel')}
      destructive={false}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      pending={pending}
      error={failure.failure}
    >
      {children}
      <Field label={label} hint={hint} required error={blank ? t('attention.noteRequired') : undefined}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={3}
            maxLength={ATTENTION_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
