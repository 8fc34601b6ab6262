/**
 * What a visitor did on a page the server drew before the app took it over (ADR 0026): index.html's first
 * script keeps the clicks, typing and selections made in the page until then. React replays what happens once
 * hydration has started (its listeners are on the root from `hydrateRoot` on), not what came before its scripts
 * had arrived; those are replayed here, once the app has drawn its first commit, so nothing is lost on a slow
 * phone: a tab tapped, a sport chosen, a search typed.
 */
export interface EarlyEvent {
  type: string;
  target: Element;
  value: string | undefined;
}

declare global {
  interface Window {
    __earlyEvents?: (EarlyEvent[] & { reactListens?: boolean }) | null;
  }
}

/**
 * React's listeners are on the page from here on (`hydrateRoot`): clicks are React's to replay. Changes to fields
 * are still kept until the first commit, since hydrating a field can put back the value React drew (a select).
 */
export function reactListens(win: Window = window): void {
  if (win.__earlyEvents) win.__earlyEvents.reactListens = true;
}

/** Stops keeping events and gives those kept so far (after the first commit, or for a page drawn here). */
export function takeEarlyEvents(win: Window = window): EarlyEvent[] {
  const kept = win.__earlyEvents ?? [];
  win.__earlyEvents = null;
  return [...kept];
}

/**
 * Stops keeping events and replays those kept in a task of their own (called from the first commit). A visitor's
 * choice can be what made React hydrate at once: React then commits, and runs this, in the middle of that event's
 * dispatch, and the browser's next event of the same choice (`change` after `input`) still follows with the value
 * React drew back. Replayed inside, the choice would be undone by its own second half (the season journey's
 * sport filter, chosen while the page hydrated); replayed after, it is the last word.
 */
export function replayEarlyEventsSoon(win: Window = window): void {
  const events = takeEarlyEvents(win);
  if (events.length > 0) win.setTimeout(() => replayEarlyEvents(events), 0);
}

/**
 * Replays kept events on the elements they were made on, where those are still in the page: a click is clicked
 * again (not on a link, which the browser followed, nor on a check box, which kept its state); a field's last
 * value is put back and announced, so the component's `onChange` sees it.
 */
export function replayEarlyEvents(events: EarlyEvent[]): void {
  const lastValues = new Map<Element, string>();
  for (const event of events) {
    const { target } = event;
    if (!target.isConnected) continue;
    if (event.type === 'click') {
      if (target.closest('a[href]') || isToggle(target)) continue;
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    } else if (event.value !== undefined) {
      lastValues.set(target, event.value);
    }
  }
  for (const [target, value] of lastValues) announceValue(target, value);
}

function isToggle(target: Element): boolean {
  return target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
}

/**
 * Puts `value` into a field and sends the event React listens to for it. React keeps a field's last known value
 * and fires `onChange` only when the field's differs: the field is first set through its own setter (which React
 * watches), then given the value through the prototype's (which it does not).
 */
function announceValue(target: Element, value: string): void {
  if (target instanceof HTMLSelectElement) {
    valueSetter(HTMLSelectElement.prototype)?.call(target, value);
    target.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  const prototype =
    target instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  target.value = value === '' ? ' ' : '';
  valueSetter(prototype)?.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

function valueSetter(prototype: object): ((this: Element, value: string) => void) | undefined {
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set as
    | ((this: Element, value: string) => void)
    | undefined;
}
