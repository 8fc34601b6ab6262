import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reactListens, replayEarlyEvents, replayEarlyEventsSoon, takeEarlyEvents } from './early-events.ts';

// What a visitor did on a drawn page before the app had it (ADR 0026) reaches the components once it has.

function Controls({ onClick }: { onClick: () => void }) {
  const [text, setText] = useState('');
  const [sport, setSport] = useState('all');
  return (
    <div>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <select aria-label="Sport" value={sport} onChange={(event) => setSport(event.currentTarget.value)}>
        <option value="all">All</option>
        <option value="football">Football</option>
      </select>
      <button type="button" onClick={onClick}>
        Open
      </button>
      <a href="/elsewhere">
        <span onClickCapture={onClick}>Elsewhere</span>
      </a>
      <output>{`${text}|${sport}`}</output>
    </div>
  );
}

describe('replayEarlyEvents', () => {
  it('clicks again, and hands fields their values, as the visitor left them', () => {
    const onClick = vi.fn();
    render(<Controls onClick={onClick} />);
    const search = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
    const sport = screen.getByRole('combobox', { name: 'Sport' });
    // Typed before the app had the page: the field shows it (React kept it while hydrating), the state does not.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(search, 'Harbour');
    replayEarlyEvents([
      { type: 'input', target: search, value: 'Harb' },
      { type: 'input', target: search, value: 'Harbour' },
      { type: 'change', target: sport, value: 'football' },
      { type: 'click', target: screen.getByRole('button', { name: 'Open' }), value: undefined },
      // The browser followed the link itself: not again.
      { type: 'click', target: screen.getByRole('link', { name: 'Elsewhere' }), value: undefined },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Harbour|football');
    expect(search).toHaveValue('Harbour');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves out elements no longer in the page', () => {
    const gone = document.createElement('button');
    const onClick = vi.fn();
    gone.addEventListener('click', onClick);
    replayEarlyEvents([{ type: 'click', target: gone, value: undefined }]);
    expect(onClick).not.toHaveBeenCalled();
  });
});

/** A filter whose choice takes effect later (a navigation): its select keeps the value drawn until then. */
function PendingFilter({ onChoose }: { onChoose: (value: string) => void }) {
  return (
    <select aria-label="Sport" value="all" onChange={(event) => onChoose(event.currentTarget.value)}>
      <option value="all">All</option>
      <option value="football">Football</option>
    </select>
  );
}

describe('replayEarlyEventsSoon', () => {
  it('replays after the event during which React committed, so its second half does not undo the choice', async () => {
    const chosen: string[] = [];
    render(<PendingFilter onChoose={(value) => chosen.push(value)} />);
    const sport = screen.getByRole('combobox', { name: 'Sport' }) as HTMLSelectElement;
    window.__earlyEvents = Object.assign([{ type: 'input', target: sport, value: 'football' }], {
      reactListens: true,
    });
    // The visitor's `input` made React hydrate and commit: the first commit replays from inside that event.
    sport.value = 'football';
    sport.addEventListener('input', () => replayEarlyEventsSoon(), { once: true });
    sport.dispatchEvent(new Event('input', { bubbles: true }));
    // The same choice's `change` follows, with the value React drew back.
    sport.value = 'all';
    sport.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chosen.at(-1)).toBe('football');
    expect(window.__earlyEvents).toBeNull();
  });
});

describe('takeEarlyEvents', () => {
  it('gives what was kept and stops the keeping (clicks stop once React listens)', () => {
    const kept = [{ type: 'click', target: document.body, value: undefined }];
    window.__earlyEvents = kept;
    reactListens();
    expect(window.__earlyEvents?.reactListens).toBe(true);
    expect(takeEarlyEvents()).toEqual([kept[0]]);
    expect(window.__earlyEvents).toBeNull();
    expect(takeEarlyEvents()).toEqual([]);
  });
});
