import { ActionIcon, Box, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SuggestionKeys, SuggestionsState } from './SearchSuggestions.tsx';

// The dropdown is a chunk of its own, asked for on the box's first focus: the first load of every page (which
// includes this header) gains only the box's few lines.
const SearchSuggestions = lazy(() =>
  import('./SearchSuggestions.tsx').then((m) => ({ default: m.SearchSuggestions })),
);

/** Whether a key press is typed into a field (where `/` is text, not the search shortcut). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const CLOSED: SuggestionsState = { expanded: false, activeId: undefined };

/**
 * The header's search box, a combobox: suggestions as you type (grouped by kind, each a link; ↑ ↓ and Enter
 * open one, Escape closes the list, "See all results" opens `/search?q=…`), Enter without a highlighted
 * suggestion opens the results page too, `/` anywhere (outside a field) focuses it, Escape on a closed list
 * leaves it. The dropdown loads lazily (SearchSuggestions).
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [list, setList] = useState<SuggestionsState>(CLOSED);
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<SuggestionKeys | null>(null);
  const listId = useId();
  const onState = useCallback((next: SuggestionsState) => setList(next), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const done = () => {
    setDismissed(true);
    setQ('');
    input.current?.blur();
  };

  return (
    <search>
      {/* A phone's header has room for the brand and the account menu only: search is one tap away. */}
      <ActionIcon
        component={Link}
        to="/search"
        hiddenFrom="sm"
        variant="subtle"
        size="lg"
        aria-label={t('search.box.label')}
      >
        <IconSearch size={18} />
      </ActionIcon>
      <Box
        component="form"
        // A plain form too: on a page the server drew (ADR 0025), Enter searches before the scripts have run.
        action="/search"
        method="get"
        visibleFrom="sm"
        pos="relative"
        onSubmit={(event) => {
          event.preventDefault();
          // The box's own value: on a drawn page, text typed before the app took it over is not in `q` yet.
          const query = (input.current?.value ?? q).trim();
          if (query.length === 0) return;
          done();
          void navigate(`/search?q=${encodeURIComponent(query)}`);
        }}
      >
        <TextInput
          ref={input}
          type="search"
          name="q"
          size="xs"
          value={q}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={list.expanded}
          aria-controls={list.expanded ? listId : undefined}
          aria-activedescendant={list.expanded ? list.activeId : undefined}
          autoComplete="off"
          onChange={(event) => {
            setQ(event.currentTarget.value);
            setDismissed(false);
          }}
          onFocus={() => {
            setFocused(true);
            setWanted(true);
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => {
            if (keys.current?.(event)) {
              event.preventDefault();
              return;
            }
            if (event.key === 'Escape') event.currentTarget.blur();
            else if (event.key === 'ArrowDown') setDismissed(false);
          }}
          placeholder={t('search.box.placeholder')}
          aria-label={t('search.box.label')}
          aria-keyshortcuts="/"
          title={t('search.box.hint')}
          leftSection={<IconSearch size={14} />}
          w={{ base: 200, md: 240 }}
        />
        {wanted && (
          <Suspense fallback={null}>
            <SearchSuggestions
              q={q}
              open={focused && !dismissed}
              listId={listId}
              keys={keys}
              onState={onState}
              onDismiss={() => setDismissed(true)}
              onChosen={done}
            />
          </Suspense>
        )}
      </Box>
    </search>
  );
}
