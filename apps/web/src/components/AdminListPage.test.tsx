import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminListPage } from './AdminListPage.tsx';

type Item = { id: string; name: string };
const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, name: `Item ${i}` }));

/** Holds the page state like a real page does; the "server" answers from `answer` synchronously. */
function Harness({
  answer,
  keyword = '',
}: {
  answer: { items: Item[]; totalItems: number };
  keyword?: string;
}) {
  const [search, setSearch] = useState(keyword);
  const [pageIndex, setPageIndex] = useState(0);
  return (
    <>
      <output aria-label="page index">{pageIndex}</output>
      <AdminListPage
        title="Things"
        create={{ to: '/things/create', label: 'Create thing' }}
        searchLabel="Search things"
        search={search}
        onSearchChange={setSearch}
        keyword={keyword}
        query={{ data: answer, isPending: false, isError: false, error: null }}
        pageIndex={pageIndex}
        pageSize={2}
        onPageChange={setPageIndex}
        empty={{
          icon: null,
          title: 'No things yet',
          text: 'Create one to start.',
          action: <button type="button">Go</button>,
        }}
        noMatch={`Nothing matches “${keyword}”.`}
        renderItem={(item) => <span>{item.name}</span>}
      />
    </>
  );
}

function renderHarness(props: Parameters<typeof Harness>[0]) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter>
        <Harness {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('AdminListPage', () => {
  it('says what to do, with its action, when there is nothing and no search', () => {
    renderHarness({ answer: { items: [], totalItems: 0 } });
    expect(screen.getByRole('heading', { name: 'No things yet', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Create one to start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the keyword matched nothing instead of the empty state when searching', () => {
    renderHarness({ answer: { items: [], totalItems: 0 }, keyword: 'zz' });
    expect(screen.getByText('Nothing matches “zz”.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No things yet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go' })).not.toBeInTheDocument();
  });

  it('lists the items as cards and returns to the first page when the search changes', async () => {
    renderHarness({ answer: { items: items(2), totalItems: 5 } });
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Item 0', 'Item 1']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByLabelText('page index')).toHaveTextContent('2');
    await user.type(screen.getByLabelText('Search things'), 'a');
    expect(screen.getByLabelText('page index')).toHaveTextContent('0');
    expect(screen.getByLabelText('Search things')).toHaveValue('a');
  });

  it('shows the error the query failed with', () => {
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <AdminListPage<Item>
            title="Things"
            create={{ to: '/x', label: 'Create thing' }}
            searchLabel="Search things"
            search=""
            onSearchChange={() => {}}
            keyword=""
            query={{ data: undefined, isPending: false, isError: true, error: new Error('Boom') }}
            pageIndex={0}
            pageSize={2}
            onPageChange={() => {}}
            empty={{ icon: null, text: 'Empty' }}
            noMatch="None"
            renderItem={(item) => item.name}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
  });
});
