import { Avatar, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { USER_SEARCH_MIN_LENGTH, type UserSummary } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useMediaUrl } from '../../api/media-url.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Who was picked: a person found by name, or (where allowed) an email address typed in full. */
export type PersonChoice = { kind: 'user'; user: UserSummary } | { kind: 'email'; email: string };

/** A light check that typed text is an email address; the server's rule has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** How many people the list shows: the closest names come first, more letters narrow it down. */
const PICKER_PAGE_SIZE = 8;

/** `GET /api/user?keyword=`: people whose name matches, closest first (signed-in callers only). */
export function usePeopleSearch(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.people(keyword),
    queryFn: ({ signal }) =>
      callApi(
        api.users.searchUsers,
        { query: { keyword, pageIndex: 0, pageSize: PICKER_PAGE_SIZE } },
        { signal },
      ),
    enabled,
    staleTime: 30_000,
  });
}

type Props = {
  label: ReactNode;
  description?: ReactNode;
  value: PersonChoice | null;
  onChange: (choice: PersonChoice | null) => void;
  /** Whether a full email address may be picked instead of a person found (invitations, managers). */
  allowEmail?: boolean;
  error?: ReactNode;
  required?: boolean;
};

/**
 * Finds a person by name to invite or to give a role: type two letters or more and pick from the people found
 * (picture and name; never their email). Where `allowEmail`, a typed email address is an option too, for
 * somebody who has no account yet or shares a name. Typing again clears the pick.
 */
export function PersonPicker({
  label,
  description,
  value,
  onChange,
  allowEmail = false,
  error,
  required,
}: Props) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value ? labelOf(value) : '');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const typedEmail = allowEmail && EMAIL.test(text.trim()) ? text.trim() : null;
  const searching = debounced.length >= USER_SEARCH_MIN_LENGTH && !typedEmail && value === null;
  const found = usePeopleSearch(debounced, searching);
  const people = searching ? (found.data?.items ?? []) : [];

  const pick = (choice: PersonChoice) => {
    onChange(choice);
    setText(labelOf(choice));
    combobox.closeDropdown();
  };

  const status = (() => {
    if (typedEmail) return null;
    if (text.trim().length < USER_SEARCH_MIN_LENGTH)
      return t('auth.people.typeMore', { count: USER_SEARCH_MIN_LENGTH });
    if (found.isError) return found.error.message;
    if (found.isFetching && people.length === 0) return t('auth.people.searching');
    if (found.data && people.length === 0)
      return t(allowEmail ? 'auth.people.nobodyOrEmail' : 'auth.people.nobody');
    return null;
  })();

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        if (key === EMAIL_OPTION && typedEmail) pick({ kind: 'email', email: typedEmail });
        const user = people.find((p) => p.id === key);
        if (user) pick({ kind: 'user', user });
      }}
    >
      <Combobox.Target>
        <InputBase
          label={label}
          description={description}
          placeholder={t(allowEmail ? 'auth.people.placeholderOrEmail' : 'auth.people.placeholder')}
          value={text}
          required={required}
          error={error}
          autoComplete="off"
          leftSection={value?.kind === 'user' ? <PersonAvatar person={value.user} /> : null}
          rightSection={found.isFetching ? <Loader size={14} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={value !== null}>
        <Combobox.Options>
          {typedEmail && (
            <Combobox.Option value={EMAIL_OPTION}>
              <Text size="sm">{t('auth.people.useEmail', { email: typedEmail })}</Text>
            </Combobox.Option>
          )}
          {people.map((person) => (
            <Combobox.Option key={person.id} value={person.id}>
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar person={person} />
                <Text size="sm">{person.name}</Text>
              </Group>
            </Combobox.Option>
          ))}
          {status && <Combobox.Empty>{status}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

const EMAIL_OPTION = '\u0000email';

function labelOf(choice: PersonChoice): string {
  return choice.kind === 'user' ? choice.user.name : choice.email;
}

/** The person's picture, or their initials: decoration beside their name, so hidden from screen readers. */
function PersonAvatar({ person }: { person: UserSummary }) {
  return person.image ? (
    <PersonPicture name={person.name} image={person.image} />
  ) : (
    <Avatar alt="" aria-hidden size={24} radius="xl" name={person.name} color="initials" />
  );
}

function PersonPicture({ name, image }: { name: string; image: string }) {
  const src = useMediaUrl(image);
  return <Avatar src={src} alt="" aria-hidden size={24} radius="xl" name={name} color="initials" />;
}
