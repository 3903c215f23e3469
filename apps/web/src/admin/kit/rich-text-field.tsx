import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';

export interface RichTextFieldProps {
  /** The form field holding the HTML (what the body sends; the server sanitises it, lib/rich-text.ts). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** The editor (Tiptap, ProseMirror) is its own chunk: a console screen without rich text never loads it. */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * A rich-text field of a console form: bold, italic, h2/h3, lists, https/mailto links, undo/redo, bound to the form
 * like the other kit fields. Its value is HTML the server sanitises on save with the one staff rich-text policy
 * (apps/server/src/lib/rich-text.ts), which keeps exactly what this editor emits.
 */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
