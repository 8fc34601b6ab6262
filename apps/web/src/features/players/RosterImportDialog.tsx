import { PLAYER_CSV_COLUMNS } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { type CsvImportAnswer, CsvImportDialog } from '../../components/CsvImportDialog.tsx';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  send: (csv: string, dryRun: boolean) => Promise<CsvImportAnswer>;
  /** Called with how many players were added. */
  onSaved: (count: number) => void;
};

/** Players pasted or uploaded onto a roster (or a squad): name, shirt number, position, one a line. */
export function RosterImportDialog({ opened, onClose, title, send, onSaved }: Props) {
  const { t } = useTranslation();
  const labels = {
    name: t('players.roster.importColumns.name'),
    shirtNumber: t('players.roster.importColumns.shirtNumber'),
    position: t('players.roster.importColumns.position'),
  };
  return (
    <CsvImportDialog
      opened={opened}
      onClose={onClose}
      title={title}
      columns={PLAYER_CSV_COLUMNS.map((key) => ({ key, label: labels[key] }))}
      send={send}
      confirmLabel={(count) => t('players.roster.importConfirm', { count })}
      onSaved={(answer) => onSaved(answer.items.length)}
    />
  );
}
