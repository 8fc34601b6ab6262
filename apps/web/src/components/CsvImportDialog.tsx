import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconFileUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pastedToCsv } from '../lib/csv-paste.ts';
import { toErrorMessage } from './notifications.ts';

/** What the server's importers answer (`{ items, errors, saved }`, packages/contracts spreadsheets.ts). */
export interface CsvImportAnswer {
  items: ({ row: number } & Record<string, unknown>)[];
  errors: { row: number; field: string; message: string }[];
  saved: boolean;
}

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The importer's columns, in the file's order: `key` is the header's name, `label` the table's. */
  columns: readonly { key: string; label: string }[];
  /** A preview (`dryRun`) or the import itself, of a CSV file's text. */
  send: (csv: string, dryRun: boolean) => Promise<CsvImportAnswer>;
  /** The label of the confirm button for `count` rows (“Add 25 players”). */
  confirmLabel: (count: number) => string;
  onSaved: (answer: CsvImportAnswer) => void;
};

type Source = 'paste' | 'file';

/**
 * Paste or upload rows, see them checked by the server, then confirm (issue 30, item 3). The pattern of the
 * competition's team paste (one a line, each bad line named before anything is saved), with the server as the
 * judge: "Check" sends the file with `dryRun=true` and shows every row and every refused cell by its line (a
 * paste) or spreadsheet row (a file); the confirm button appears only when nothing is refused and the text is
 * the one checked. The import itself saves every row or none.
 */
export function CsvImportDialog({ opened, onClose, title, columns, send, confirmLabel, onSaved }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [source, setSource] = useState<Source>('paste');
  const [pasted, setPasted] = useState('');
  const [fileText, setFileText] = useState<string | null>(null);
  const [fileName, setFileName] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ csv: string; answer: CsvImportAnswer } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const keys = columns.map((c) => c.key);
  const paste = pastedToCsv(pasted, keys);
  const csv = source === 'paste' ? (paste.isEmpty ? null : paste.csv) : fileText;
  // A paste's header row is ours: its line 1 is the file's row 2.
  const where = (row: number) =>
    source === 'paste'
      ? t('spreadsheets.line', { line: paste.headerAdded ? row - 1 : row })
      : t('spreadsheets.row', { row });

  const check = useMutation({ mutationFn: (text: string) => send(text, true) });
  const save = useMutation({ mutationFn: (text: string) => send(text, false) });

  const reset = () => {
    setChecked(null);
    setFailure(null);
  };
  const close = () => {
    reset();
    setPasted('');
    setFileText(null);
    setFileName(null);
    onClose();
  };

  const runCheck = async () => {
    setFailure(null);
    if (csv === null) {
      setFailure(t('spreadsheets.nothing'));
      return;
    }
    try {
      setChecked({ csv, answer: await check.mutateAsync(csv) });
    } catch (error) {
      setChecked(null);
      setFailure(toErrorMessage(error));
    }
  };

  const runSave = async () => {
    if (!checked) return;
    try {
      const answer = await save.mutateAsync(checked.csv);
      if (answer.saved) {
        onSaved(answer);
        close();
      } else {
        // Something changed on the server since the check (a shirt number taken meanwhile): show why.
        setChecked({ csv: checked.csv, answer });
      }
    } catch (error) {
      setFailure(`${toErrorMessage(error)} ${t('spreadsheets.notSaved')}`);
    }
  };

  const stale = checked !== null && checked.csv !== csv;
  const answer = checked?.answer;
  const canSave = answer !== undefined && answer.errors.length === 0 && !stale && answer.items.length > 0;
  const columnLabel = (field: string) =>
    columns.find((c) => c.key === field)?.label ?? t('spreadsheets.wholeRow');

  return (
    <Modal opened={opened} onClose={close} title={title} size="xl" fullScreen={phone}>
      <Stack gap="sm">
        <SegmentedControl
          value={source}
          onChange={(value) => {
            setSource(value as Source);
            reset();
          }}
          data={[
            { value: 'paste', label: t('spreadsheets.paste') },
            { value: 'file', label: t('spreadsheets.file') },
          ]}
        />
        {source === 'paste' ? (
          <Textarea
            label={t('spreadsheets.pasteLabel')}
            description={`${t('spreadsheets.pasteHint')} ${columns.map((c) => c.label).join(' · ')}`}
            placeholder={columns.map((c) => c.label).join('\t')}
            autosize
            minRows={4}
            maxRows={12}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        ) : (
          <FileInput
            label={t('spreadsheets.fileLabel')}
            description={t('spreadsheets.fileHint', { columns: keys.join(',') })}
            placeholder={t('spreadsheets.filePlaceholder')}
            accept=".csv,text/csv"
            leftSection={<IconFileUpload size={16} />}
            value={fileName}
            clearable
            onChange={async (file) => {
              reset();
              setFileName(file);
              setFileText(file ? await file.text() : null);
            }}
          />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {answer && (
          <Stack gap="xs">
            <Text fw={600}>{t('spreadsheets.previewTitle', { count: answer.items.length })}</Text>
            {stale && <Alert color="yellow">{t('spreadsheets.changed')}</Alert>}
            {answer.errors.length === 0 ? (
              <Alert color="teal">{t('spreadsheets.allGood')}</Alert>
            ) : (
              <Alert
                color="red"
                role="alert"
                title={t('spreadsheets.problems', { count: answer.errors.length })}
              >
                <List size="sm" spacing={2}>
                  {answer.errors.map((e) => (
                    <List.Item key={`${e.row}-${e.field}`}>
                      {t('spreadsheets.problem', {
                        where: where(e.row),
                        field: columnLabel(e.field),
                        message: e.message,
                      })}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {/* Narrow enough for a phone's dialog: words wrap whole, and only a long table scrolls sideways. */}
            <Table.ScrollContainer minWidth={columns.length > 3 ? 420 : 300} mah={320}>
              <Table
                striped
                verticalSpacing={4}
                aria-label={t('spreadsheets.previewTitle', { count: answer.items.length })}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={64}>{t('spreadsheets.rowColumn')}</Table.Th>
                    {columns.map((c) => (
                      <Table.Th key={c.key}>{c.label}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.items.map((item) => {
                    const rowErrors = answer.errors.filter((e) => e.row === item.row);
                    return (
                      <Table.Tr
                        key={item.row}
                        bg={rowErrors.length > 0 ? 'var(--mantine-color-red-light)' : undefined}
                      >
                        <Table.Td>{where(item.row)}</Table.Td>
                        {columns.map((c) => {
                          const error = rowErrors.find((e) => e.field === c.key);
                          const value = item[c.key];
                          return (
                            <Table.Td key={c.key}>
                              <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                                {value === null || value === undefined ? '' : String(value)}
                              </Text>
                              {error && (
                                <Text size="xs" c="red" fw={600}>
                                  {error.message}
                                </Text>
                              )}
                            </Table.Td>
                          );
                        })}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={runCheck} loading={check.isPending}>
            {t('spreadsheets.check')}
          </Button>
          {canSave && (
            <Button leftSection={<IconCheck size={16} />} onClick={runSave} loading={save.isPending}>
              {confirmLabel(answer.items.length)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
