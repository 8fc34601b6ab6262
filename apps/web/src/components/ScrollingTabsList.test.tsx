import { MantineProvider, Tabs } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollingTabsList } from './ScrollingTabsList.tsx';

/** A tab row whose content is `scrollWidth` wide in a box `clientWidth` wide (happy-dom lays nothing out). */
async function renderRow({ clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  const sizes = { clientWidth, scrollWidth };
  const original = {
    client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    scroll: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
  };
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => sizes.clientWidth,
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get: () => sizes.scrollWidth,
  });
  render(
    <MantineProvider env="test">
      <Tabs defaultValue="fixtures">
        <ScrollingTabsList>
          {['fixtures', 'standings', 'players', 'teams', 'chat'].map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tab}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
      </Tabs>
    </MantineProvider>,
  );
  // The row measures itself on the next frame.
  await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
  if (original.client) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original.client);
  if (original.scroll) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', original.scroll);
  return screen.getByRole('tablist');
}

describe('ScrollingTabsList', () => {
  it('says there are more tabs beyond the right edge, then beyond both, then beyond the left', async () => {
    const list = await renderRow({ clientWidth: 300, scrollWidth: 500 });
    expect(list).toHaveAttribute('data-more-after');
    expect(list).not.toHaveAttribute('data-more-before');
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 500 });
    list.scrollLeft = 100;
    fireEvent.scroll(list);
    expect(list).toHaveAttribute('data-more-before');
    expect(list).toHaveAttribute('data-more-after');
    list.scrollLeft = 200;
    fireEvent.scroll(list);
    expect(list).toHaveAttribute('data-more-before');
    expect(list).not.toHaveAttribute('data-more-after');
  });

  it('shows no hint when every tab fits', async () => {
    const list = await renderRow({ clientWidth: 600, scrollWidth: 600 });
    expect(list).not.toHaveAttribute('data-more-after');
    expect(list).not.toHaveAttribute('data-more-before');
  });
});
