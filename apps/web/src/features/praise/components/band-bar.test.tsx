import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_BAND_STATE, type BandViewState } from '../lib/band-client.ts';
import { BandBar, type BandBarProps } from './band-bar.tsx';
import { PraiseSheet } from '../../../components/praise/praise-sheet.tsx';

/** Before i18n is started every text is its key. */
const session = { code: 'ABCD2345', songId: 4, leaderName: 'Lia', steps: 2, line: 3, seq: 4, expiresAt: '' };
const joined = (leader: boolean): BandViewState => ({ ...INITIAL_BAND_STATE, status: 'joined', leader, session });

function bar(props: Partial<BandBarProps>) {
  const handlers = { onStart: vi.fn(), onEnd: vi.fn(), onLeave: vi.fn(), onCapo: vi.fn(), onFollowAgain: vi.fn() };
  const view = render(
    <BandBar
      off={false}
      canLead={false}
      state={INITIAL_BAND_STATE}
      capo={0}
      paused={false}
      link="http://x/praise/4?band=ABCD2345"
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, view };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('band bar', () => {
  it('offers "Band mode" to leaders only while band mode is off', () => {
    const { onStart } = bar({ off: true, canLead: true });
    fireEvent.click(screen.getByRole('button', { name: 'band.start' }));
    expect(onStart).toHaveBeenCalled();
    cleanup();
    bar({ off: true, canLead: false });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the leader the link to share, copy and end', () => {
    const { onEnd } = bar({ state: joined(true) });
    expect(screen.getByRole('region', { name: 'band.title' })).toBeTruthy();
    expect((screen.getByLabelText('band.link') as HTMLInputElement).value).toBe('http://x/praise/4?band=ABCD2345');
    expect(screen.getByRole('button', { name: 'band.copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'band.end' })).toBeTruthy();
    expect(onEnd).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'band.capo' })).toBeNull();
  });

  it('ends band mode only after the leader confirms, focus going into the question and back', () => {
    const { onEnd } = bar({ state: joined(true) });
    const end = screen.getByRole('button', { name: 'band.end' });
    end.focus();
    fireEvent.click(end);
    const dialog = screen.getByRole('alertdialog', { name: 'band.endTitle' });
    expect(onEnd).not.toHaveBeenCalled();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('band.endCancel'); // the safe choice first
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(end);
    expect(onEnd).not.toHaveBeenCalled();

    fireEvent.click(end);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'band.end' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('after the end, the leader’s focus goes to the notice’s close button', () => {
    const { view } = bar({ state: joined(true) });
    const end = screen.getByRole('button', { name: 'band.end' });
    end.focus();
    view.rerender(
      <BandBar
        off={false}
        canLead
        state={{ ...joined(true), status: 'ended', ended: 'leader' }}
        capo={0}
        paused={false}
        link=""
        onStart={vi.fn()}
        onEnd={vi.fn()}
        onLeave={vi.fn()}
        onCapo={vi.fn()}
        onFollowAgain={vi.fn()}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'band.close' }));
  });

  it('says the link was copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    bar({ state: joined(true) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'band.copy' })));
    expect(writeText).toHaveBeenCalledWith('http://x/praise/4?band=ABCD2345');
    expect(screen.getByRole('status').textContent).toBe('band.copied');
  });

  it.each([
    ['refused', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
    ['missing', undefined],
  ])('when the clipboard is %s, says so and shows the link to copy by hand', async (_, clipboard) => {
    vi.stubGlobal('navigator', { ...navigator, clipboard });
    bar({ state: joined(true) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'band.copy' })));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('band.copyFailed');
    expect(status.querySelector('.band-url')?.textContent).toBe('http://x/praise/4?band=ABCD2345');
    expect(status.textContent).not.toContain('band.copied');
  });

  it('shows a follower who they follow, the capo control, leave, and "follow again" only after scrolling by hand', () => {
    const { onCapo, onLeave } = bar({ state: joined(false), capo: 0 });
    expect(screen.getByText('band.following')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'band.capoDown' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'band.capoUp' }));
    expect(onCapo).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: 'band.followAgain' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'band.leave' }));
    expect(onLeave).toHaveBeenCalled();
    cleanup();
    const { onFollowAgain } = bar({ state: joined(false), capo: 11, paused: true });
    expect((screen.getByRole('button', { name: 'band.capoUp' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'band.followAgain' }));
    expect(onFollowAgain).toHaveBeenCalled();
  });

  it('tells that the session ended, with a close button', () => {
    const { onLeave } = bar({ state: { ...INITIAL_BAND_STATE, status: 'ended', ended: 'leader' } });
    expect(screen.getByRole('status').textContent).toContain('band.endedByLeader');
    fireEvent.click(screen.getByRole('button', { name: 'band.close' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it('marks the leader’s line in the sheet and numbers every line for following', () => {
    const lines = [[{ acorde: 'G', texto: 'A' }], [], [{ acorde: null, texto: 'B' }]];
    const { container } = render(<PraiseSheet lines={lines} chords current={2} />);
    expect([...container.querySelectorAll('[data-line]')].map((el) => el.getAttribute('data-line'))).toEqual(['0', '1', '2']);
    expect(container.querySelector('[aria-current="true"]')?.textContent).toContain('B');
  });
});
