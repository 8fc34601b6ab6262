import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reactListens, replayEarlyEvents, takeEarlyEvents } from './early-events.ts';

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
