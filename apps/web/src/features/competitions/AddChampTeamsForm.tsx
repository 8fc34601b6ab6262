import { Button, Flex, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Champ } from '@matchday/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamSearch } from '../../api/team-search.ts';
import { notifyFailure } from '../../components/notifications.ts';
import type { BatchItem, BatchKind, BatchResult } from './team-batch.ts';

type Props = {
  champ: Champ;
  /** Teams already in the competition: not offered again. */
  entered: ReadonlySet<string>;
  run: (kind: BatchKind, items: BatchItem[]) => Promise<BatchResult>;
  /** The batch under way, if any: one at a time. */
  running: BatchKind | null;
};

type Picked = { id: string; name: string };

/**
 * Several existing teams of the competition's sport, added with one button. The caller's own teams come
 * first (`isOnlyMyTeams`), then the others they manage; another's team is not offered, since the server
 * refuses it (403 `champ.team_not_managed`, ADR 0007): it joins by registration or invitation.
 */
export function AddChampTeamsForm({ champ, entered, run, running }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 250);
  const [picked, setPicked] = useState<Picked[]>([]);
  const search = { keyword: debounced, sportKindId: champ.sportKindId, pageIndex: 0, pageSize: 50 };
  const own = useTeamSearch({ ...search, isOnlyMyTeams: true });
  const all = useTeamSearch(search);

  const offered = (team: { id: string; canEdit: boolean }) => team.canEdit && !entered.has(team.id);
  const ownItems = (own.data?.items ?? []).filter(offered);
  const ownIds = new Set(ownItems.map((team) => team.id));
  const managedItems = (all.data?.items ?? []).filter((team) => offered(team) && !ownIds.has(team.id));
  const toOption = (team: { id: string; name: string }) => ({ value: team.id, label: team.name });
  const data = [
    { group: t('competitions.teams.ownGroup'), items: ownItems.map(toOption) },
    { group: t('competitions.teams.managedGroup'), items: managedItems.map(toOption) },
  ].filter((group) => group.items.length > 0);
  const nameOf = new Map([...ownItems, ...managedItems].map((team) => [team.id, team.name]));

  const add = async () => {
    try {
      const result = await run(
        'add',
        picked.map((team) => ({ name: team.name, teamId: team.id })),
      );
      // What was refused stays picked, next to the summary saying why.
      setPicked(picked.filter((_, index) => result.outcomes[index]?.status !== 'added'));
      setKeyword('');
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }} gap="sm">
      <MultiSelect
        style={{ flex: 1, minWidth: 0 }}
        label={t('competitions.teams.addManyLabel')}
        placeholder={t('competitions.teams.addPlaceholder')}
        description={t('competitions.teams.addHint')}
        searchable
        searchValue={keyword}
        onSearchChange={setKeyword}
        data={data}
        value={picked.map((team) => team.id)}
        onChange={(ids) =>
          setPicked(
            ids.map((id) => picked.find((team) => team.id === id) ?? { id, name: nameOf.get(id) ?? id }),
          )
        }
        disabled={running !== null}
        clearable
        nothingFoundMessage={t('competitions.teams.noneFound')}
      />
      <Button
        leftSection={<IconPlus size={16} />}
        disabled={picked.length === 0 || running !== null}
        loading={running === 'add'}
        onClick={add}
      >
        {picked.length === 0
          ? t('competitions.teams.addNone')
          : t('competitions.teams.addMany', { count: picked.length })}
      </Button>
    </Flex>
  );
}
