import { Avatar, Group, Loader, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SearchItem, SearchKind } from '@matchday/contracts';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { groupByKind, toSearchItemPath, useSearch } from './api.ts';

/** How many suggestions the dropdown shows; the results page has the rest. */
export const SUGGESTION_COUNT = 8;
/** Milliseconds of quiet typing before asking the server. */
export const SUGGESTION_DELAY_MS = 250;
/** The server's `SEARCH_MIN_LENGTH`, not imported: the contracts' search module would bring zod along. */
const MIN_LENGTH = 2;

/** What the header's input shows of the dropdown (its combobox attributes). */
export interface SuggestionsState {
  expanded: boolean;
  activeId: string | undefined;
}

/** Handles a key pressed in the header's input; `true` when the dropdown used it. */
export type SuggestionKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean;

type Option = { id: string; path: string; item?: SearchItem };

/**
 * The header search's dropdown, loaded the first time the box gets focus (a lazy chunk, so the first load of
 * every public page stays as small as before): results as the user types, grouped by kind under the kind's
 * name, each a link to its page, then "See all results". The input stays the header's; this part renders the
 * listbox it controls and answers its keys (↑ ↓ move, Enter opens, Escape closes) through `keys`.
 */
export function SearchSuggestions({
  q,
  open,
  listId,
  keys,
  onState,
  onDismiss,
  onChosen,
}: {
  q: string;
  /** The input has focus and the user did not close the dropdown. */
  open: boolean;
  listId: string;
  keys: RefObject<SuggestionKeys | null>;
  onState: (state: SuggestionsState) => void;
  onDismiss: () => void;
  /** A suggestion or "See all results" was opened. */
  onChosen: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [debounced] = useDebouncedValue(q.trim(), SUGGESTION_DELAY_MS);
  const enough = debounced.length >= MIN_LENGTH;
  const result = useSearch({ q: enough ? debounced : '', pageIndex: 0, pageSize: SUGGESTION_COUNT });
  const [active, setActive] = useState(-1);

  const groups = useMemo<[SearchKind, Option[]][]>(
    () =>
      groupByKind(result.data?.items ?? []).map(([kind, items]) => [
        kind,
        items.map((item) => ({ id: `${listId}-${kind}-${item.id}`, path: toSearchItemPath(item), item })),
      ]),
    [result.data, listId],
  );
  const seeAll: Option = { id: `${listId}-all`, path: `/search?q=${encodeURIComponent(debounced)}` };
  const options = [...groups.flatMap(([, found]) => found), seeAll];

  // While the next query runs the last answer stays (no flicker between keystrokes).
  const expanded = open && enough && result.data !== undefined;
  const activeId = expanded ? options[active]?.id : undefined;

  // A new query starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new query
  useEffect(() => setActive(-1), [debounced]);
  useEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState]);
  useEffect(() => () => onState({ expanded: false, activeId: undefined }), [onState]);

  const choose = (option: Option) => {
    onChosen();
    void navigate(option.path);
  };

  const onKey: SuggestionKeys = (event) => {
    if (event.key === 'Escape' && expanded) {
      onDismiss();
      return true;
    }
    if (!expanded) return false;
    if (event.key === 'ArrowDown') {
      setActive((i) => (i + 1) % options.length);
      return true;
    }
    if (event.key === 'ArrowUp') {
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
      return true;
    }
    const option = options[active];
    if (event.key === 'Enter' && option) {
      choose(option);
      return true;
    }
    return false;
  };
  useEffect(() => {
    keys.current = onKey;
  });
  useEffect(
    () => () => {
      keys.current = null;
    },
    [keys],
  );

  // Offline or failing: no dropdown; Enter still opens the results page.
  if (!open || !enough || (result.isError && !result.data)) return null;
  if (!expanded) {
    return (
      <Paper withBorder shadow="md" p="xs" style={dropdownStyle}>
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('searchSuggest.searching')}
          </Text>
        </Group>
      </Paper>
    );
  }

  const total = result.data?.items.length ?? 0;
  const renderOption = (option: Option, content: ReactNode) => {
    const mine = options.indexOf(option);
    return (
      <Link
        key={option.id}
        id={option.id}
        role="option"
        aria-selected={mine === active}
        to={option.path}
        tabIndex={-1}
        // Keep focus in the input: the click still follows the link.
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => setActive(mine)}
        onClick={onChosen}
        style={{
          display: 'block',
          padding: '6px 10px',
          borderRadius: 4,
          color: 'inherit',
          textDecoration: 'none',
          background: mine === active ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        {content}
      </Link>
    );
  };

  return (
    <Paper withBorder shadow="md" py={4} style={dropdownStyle}>
      <span aria-live="polite" style={visuallyHidden}>
        {t('searchSuggest.count', { count: total })}
      </span>
      {total === 0 && (
        <Text size="sm" c="dimmed" px="sm" py={6}>
          {t('search.page.empty', { q: debounced })}
        </Text>
      )}
      <div role="listbox" id={listId} aria-label={t('searchSuggest.label')}>
        {groups.map(([kind, found]) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox, not of form fields
          <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`}>
            <Text id={`${listId}-${kind}`} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={6}>
              {t(`search.kinds.${kind}`)}
            </Text>
            {found.map((option) => option.item && renderOption(option, <SuggestionRow item={option.item} />))}
          </div>
        ))}
        {renderOption(
          seeAll,
          <Text size="sm" fw={600} c="var(--mantine-color-anchor)">
            {t('searchSuggest.seeAll')}
          </Text>,
        )}
      </div>
    </Paper>
  );
}

/** Read by screen readers, not shown (Mantine's VisuallyHidden would split a shared chunk off the first load). */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const dropdownStyle: CSSProperties = {
  position: 'absolute',
  top: 'calc(100% + 4px)',
  right: 0,
  width: 'min(360px, 90vw)',
  maxHeight: '70vh',
  overflowY: 'auto',
  zIndex: 300,
};

function SuggestionRow({ item }: { item: SearchItem }) {
  const image = useMediaUrl(item.image);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={image || null} alt="" radius="sm" size="sm" aria-hidden>
        {item.name.slice(0, 1)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {item.name}
        </Text>
        {item.parentName && (
          <Text size="xs" c="dimmed" truncate>
            {item.parentName}
          </Text>
        )}
      </div>
    </Group>
  );
}
