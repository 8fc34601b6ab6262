import { ActionIcon, Box, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** Whether a key press is typed into a field (where `/` is text, not the search shortcut). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The header's search box: `/` anywhere (outside a field) focuses it, Enter opens `/search?q=…`, Escape leaves
 * it. Kept small on purpose: it is on every page's first load; the results page is a lazy chunk.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const input = useRef<HTMLInputElement>(null);

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
        visibleFrom="sm"
        onSubmit={(event) => {
          event.preventDefault();
          const query = q.trim();
          if (query.length > 0) void navigate(`/search?q=${encodeURIComponent(query)}`);
        }}
      >
        <TextInput
          ref={input}
          type="search"
          size="xs"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.currentTarget.blur();
          }}
          placeholder={t('search.box.placeholder')}
          aria-label={t('search.box.label')}
          aria-keyshortcuts="/"
          title={t('search.box.hint')}
          leftSection={<IconSearch size={14} />}
          w={{ base: 200, md: 240 }}
        />
      </Box>
    </search>
  );
}
