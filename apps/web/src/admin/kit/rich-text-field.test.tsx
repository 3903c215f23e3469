import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AdminForm, useAdminForm } from './admin-form.tsx';
import { isAllowedLink } from './rich-text-editor.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { resetToastsForTests } from './toasts.tsx';

const ZForm = z.strictObject({ historia: z.string() });

function Harness({ send, historia = '' }: { send: (b: unknown) => Promise<unknown>; historia?: string }) {
  const state = useAdminForm({ schema: ZForm, defaultValues: { historia }, submit: send });
  return (
    <AdminForm state={state} submitLabel="Salvar">
      <RichTextField name="historia" label="História" hint="Dica" />
    </AdminForm>
  );
}

const textbox = () => screen.findByRole('textbox', { name: /História/ });
const tool = (name: string) => screen.getByRole('button', { name });
/** Types as a browser's text input does: the paragraph's text changes and ProseMirror reads the DOM mutation. */
const type = async (box: HTMLElement, text: string) => {
  box.focus();
  await act(async () => {
    box.querySelector('p')!.textContent = text;
    await new Promise((r) => setTimeout(r, 20));
  });
};
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));

// jsdom lays nothing out: ProseMirror scrolls the selection into view with these, so they answer empty rectangles.
const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= rects;
Range.prototype.getBoundingClientRect ??= rect;
document.elementFromPoint ??= () => null;

afterEach(() => {
  cleanup();
  resetToastsForTests();
});

describe('RichTextField (console kit)', () => {
  it('loads lazily, labels its text area and toolbar, and sends what is typed as HTML', async () => {
    const send = vi.fn(async (_body: unknown) => {});
    render(<Harness send={send} />);
    const box = await textbox();
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Dica');
    expect(screen.getByRole('toolbar', { name: 'kit.richText.toolbar' })).toBeTruthy();
    await type(box, 'Fundada em 1998');
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]![0]).toEqual({ historia: '<p>Fundada em 1998</p>' });
  });

  it('is one tab stop whose arrows, Home and End move between labelled buttons, pressed when their format is on', async () => {
    const send = vi.fn(async (_body: unknown) => {});
    render(<Harness send={send} historia="<p>Nossa história</p>" />);
    await textbox();
    const bold = tool('kit.richText.bold');
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('[role="toolbar"]'));
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([bold]);
    bold.focus();
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tool('kit.richText.italic'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tool('kit.richText.redo'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(bold);
    fireEvent.keyDown(bold, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tool('kit.richText.redo'));
    expect(tool('kit.richText.undo')).toHaveProperty('disabled', true);

    await act(async () => fireEvent.click(tool('kit.richText.heading2')));
    await waitFor(() => expect(tool('kit.richText.heading2').getAttribute('aria-pressed')).toBe('true'));
    expect(tool('kit.richText.undo')).toHaveProperty('disabled', false);
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect((send.mock.calls[0]![0] as { historia: string }).historia).toBe('<h2>Nossa história</h2>');
  });

  it('makes a link only of an https or mailto address, from an inline input', async () => {
    const send = vi.fn(async (_body: unknown) => {});
    render(<Harness send={send} historia="<p>Fale conosco</p>" />);
    const box = await textbox();
    box.focus();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    await act(async () => fireEvent.click(tool('kit.richText.link')));
    const input = screen.getByLabelText('kit.richText.linkAddress');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('kit.richText.linkInvalid');
    fireEvent.change(input, { target: { value: 'mailto:secretaria@videira.example' } });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(screen.queryByLabelText('kit.richText.linkAddress')).toBeNull();
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(String((send.mock.calls[0]![0] as { historia: string }).historia)).toContain('href="mailto:secretaria@videira.example"');
  });

  it('accepts only https and mailto addresses', () => {
    expect(isAllowedLink('https://videira.example/')).toBe(true);
    expect(isAllowedLink('mailto:a@b.example')).toBe(true);
    for (const bad of ['http://videira.example', 'javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x']) {
      expect(isAllowedLink(bad)).toBe(false);
    }
  });
});
