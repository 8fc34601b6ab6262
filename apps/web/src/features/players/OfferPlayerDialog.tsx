import '@mantine/dates/styles.css';
import { Autocomplete, Avatar, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import type { CreatePlayerTeamRequestBody, Team } from '@matchday/contracts';
import {
  defaultOfferDateRange,
  filterTeamsByName,
  findTeamByExactName,
  offerCalendarMinDate,
  TEAM_OPTION_IMAGE_SIZE,
  toMediaUrl,
  toTeamLabel,
} from '@matchday/domain';
import { IconShield } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { useRuntimeConfig } from '../../app/RuntimeConfigProvider.tsx';
import { notifyError, notifyFailure, notifySuccess, notifyWarning } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { dayOf } from '../../lib/zoned-time.ts';
import {
  findDateMessageKey,
  findOfferedTeam,
  findRangeProblem,
  isSendEnabled,
  type OfferedPlayer,
  type OfferRange,
  toOfferRequest,
} from '../registrations/index.ts';
import { useOfferTeams, useSendOffer } from './api.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The player offered a place; the subtitle names their sport (spec §2). */
  player: OfferedPlayer & { sportKindId: string; sportName: string };
  /** The signed-in user: the offer's team owner. */
  currentUserId: string;
};

/**
 * The offer dialog (spec §2 "Offer dialog", §3–§5, §8): a team owner offers the player a place in one of their own
 * teams for a contract period. Cancel, an outside close and a submit all close it, and closing clears the chosen
 * team, the search text, the date error and the calendar selection: the form lives inside the modal's content,
 * which Mantine unmounts on close, so the next opening starts clean (today to tomorrow again).
 */
export function OfferPlayerDialog({ opened, onClose, player, currentUserId }: Props) {
  const { t } = useTranslation();
  // Here rather than in the form: the answer arrives after the dialog has closed and still needs announcing.
  const send = useSendOffer();

  const submit = (body: CreatePlayerTeamRequestBody) => {
    onClose();
    send.mutate(body, {
      onSuccess: (offer) => {
        notifySuccess(t('players.offer.sent'));
        // A period beyond one year is sent (spec §5: flagged, not blocked); the server flags it too.
        const key = offer.dateWarning ? findDateMessageKey(offer.dateWarning.code) : undefined;
        if (key) notifyWarning(t(key));
      },
      onError: (error) => {
        // The server judges dates with the domain's rules; a date refusal reads as the catalogue's text for its code.
        const key = error instanceof ApiError ? findDateMessageKey(error.code) : undefined;
        if (key) notifyError(t(key));
        else notifyFailure(error);
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xs"
      title={t('players.offer.title')}
      closeButtonProps={{ 'aria-label': t('players.offer.close') }}
    >
      <OfferForm player={player} currentUserId={currentUserId} onSubmit={submit} onCancel={onClose} />
    </Modal>
  );
}

type FormProps = Omit<Props, 'opened' | 'onClose'> & {
  onSubmit: (body: CreatePlayerTeamRequestBody) => void;
  onCancel: () => void;
};

function OfferForm({ player, currentUserId, onSubmit, onCancel }: FormProps) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  // The web app reads the clock once per opening, in the viewer's zone; the domain's rules take "today" (a
  // calendar date, as the period's ends are) as an argument.
  const [today] = useState(() => dayOf(Date.now(), timeZone));
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Team | null>(null);
  const [range, setRange] = useState<OfferRange>(() => {
    const initial = defaultOfferDateRange(today);
    return [initial.startDate, initial.endDate];
  });
  const [teamError, setTeamError] = useState<string | null>(null);
  const [keyword] = useDebouncedValue(text.trim(), 250);
  const teams = useOfferTeams({ keyword, sportKindId: player.sportKindId });
  const listed = teams.data?.items ?? [];
  // Spec §5: names starting with the typed text, ignoring case; a name shows once (the first team wins on submit).
  const options = dedupeByLabel(filterTeamsByName(listed, text));
  const problem = findRangeProblem(range, today);
  const canSend = isSendEnabled(picked?.id ?? null, range);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [startDate, endDate] = range;
    if (!canSend || startDate === null || endDate === null) return;
    const team = findOfferedTeam(text, listed, picked);
    if (!team) {
      // Spec §5: the typed text must name a team exactly, otherwise nothing is sent.
      setTeamError(t('players.offer.teamMustMatch'));
      return;
    }
    onSubmit(toOfferRequest({ player, teamId: team.id, startDate, endDate, currentUserId }));
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('players.offer.subtitle', { sport: player.sportName })}
        </Text>
        <Autocomplete
          label={t('players.offer.team')}
          placeholder={t('players.offer.teamPlaceholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            setTeamError(null);
          }}
          onOptionSubmit={(value) => setPicked(findTeamByExactName(options, value) ?? null)}
          data={options.map(toTeamLabel)}
          // Already filtered by the domain's rule above; Mantine's own filter matches anywhere in the name.
          filter={({ options: all }) => all}
          renderOption={({ option }) => (
            <TeamChoice team={findTeamByExactName(options, option.value)} label={option.value} />
          )}
          error={teamError}
          maxDropdownHeight={280}
        />
        <DatePickerInput
          type="range"
          label={t('players.offer.period')}
          placeholder={t('players.offer.periodPlaceholder')}
          value={range}
          onChange={setRange}
          minDate={offerCalendarMinDate(today)}
          valueFormat="D MMM YYYY"
          clearable
          clearButtonProps={{ 'aria-label': t('players.offer.clearPeriod') }}
          ariaLabels={{
            monthLevelControl: t('players.offer.calendar.monthLevelControl'),
            yearLevelControl: t('players.offer.calendar.yearLevelControl'),
            nextMonth: t('players.offer.calendar.nextMonth'),
            previousMonth: t('players.offer.calendar.previousMonth'),
            nextYear: t('players.offer.calendar.nextYear'),
            previousYear: t('players.offer.calendar.previousYear'),
            nextDecade: t('players.offer.calendar.nextDecade'),
            previousDecade: t('players.offer.calendar.previousDecade'),
          }}
          error={problem ? t(findDateMessageKey(problem.code) ?? 'players.offer.errors.invalidDate') : null}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('players.offer.cancel')}
          </Button>
          <Button type="submit" disabled={!canSend}>
            {t('players.offer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function dedupeByLabel(teams: Team[]): Team[] {
  const seen = new Set<string>();
  return teams.filter((team) => {
    const label = toTeamLabel(team);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** One option: the team's image, 32 by 32 (spec §9), and its name. */
function TeamChoice({ team, label }: { team: Team | undefined; label: string }) {
  const config = useRuntimeConfig();
  const base = typeof config.storageBaseUrl === 'string' ? config.storageBaseUrl : '/storage';
  const src = toMediaUrl(team?.logo, base);
  const size = TEAM_OPTION_IMAGE_SIZE;
  return (
    <Group gap="sm" wrap="nowrap">
      {src ? (
        <Image
          src={src}
          alt=""
          width={size}
          height={size}
          w={size}
          h={size}
          radius="sm"
          fit="cover"
          style={{ flex: 'none' }}
        />
      ) : (
        <Avatar size={size} radius="sm" color="blue" aria-hidden>
          <IconShield size={18} />
        </Avatar>
      )}
      <Text size="sm">{label}</Text>
    </Group>
  );
}
