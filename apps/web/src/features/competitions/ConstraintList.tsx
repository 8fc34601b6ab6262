import { Alert, Badge, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Constraint } from '@matchday/contracts';
import { IconAlertTriangle, IconChevronDown, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS, type FormKind } from './ConstraintForm.tsx';

/** One constraint in words, whether it is a rule or a wish, and its Edit and Remove buttons. */
function ConstraintRow({
  text,
  constraint,
  onEdit,
  onRemove,
}: {
  text: string;
  constraint: Constraint;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('scheduler.list.removeTitle'),
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: t('scheduler.list.removeConfirm'), cancel: t('competitions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: onRemove,
    });
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }} align="flex-start">
        <Badge variant="light" color={constraint.soft ? 'gray' : 'blue'} style={{ flexShrink: 0 }} mt={2}>
          {constraint.soft
            ? t('scheduler.list.wish', { weight: constraint.weight ?? 1 })
            : t('scheduler.list.rule')}
        </Badge>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={14} />}
          aria-label={t('scheduler.list.editLabel', { text })}
          onClick={onEdit}
        >
          {t('scheduler.list.edit')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} />}
          aria-label={t('scheduler.list.removeLabel', { text })}
          onClick={confirmRemove}
        >
          {t('scheduler.list.remove')}
        </Button>
      </Group>
    </Group>
  );
}

/** The constraint list in plain words, with a menu to add one of each kind. */
export function ConstraintList({
  constraints,
  describe,
  onAdd,
  onEdit,
  onRemove,
}: {
  constraints: Constraint[];
  describe: (c: Constraint) => string;
  onAdd: (kind: FormKind) => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="constraints-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="constraints-title">
            {t('scheduler.list.title')}
          </Title>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
                {t('scheduler.list.add')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {FORM_KINDS.map((kind) => (
                <Menu.Item key={kind} onClick={() => onAdd(kind)}>
                  {t(`scheduler.kinds.${kind}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        {constraints.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('scheduler.list.empty')}
          </Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('scheduler.list.title')}
          >
            {constraints.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a constraint is its place in the list the API numbers
              <li key={i}>
                <ConstraintRow
                  text={describe(c)}
                  constraint={c}
                  onEdit={() => onEdit(i)}
                  onRemove={() => onRemove(i)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The "why not" answer of a 422 `schedule.infeasible`: the constraints that cannot hold together, in words, each
 * with Edit and Remove (dropping any one lets the others hold).
 */
export function WhyNot({
  conflicts,
  constraints,
  describe,
  onEdit,
  onRemove,
}: {
  conflicts: number[];
  constraints: Constraint[];
  describe: (c: Constraint) => string;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const listed = conflicts.filter((i) => constraints[i] !== undefined);
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle size={20} />}
      title={t('scheduler.whyNot.title')}
      aria-label={t('scheduler.whyNot.title')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('scheduler.whyNot.body')}</Text>
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {listed.map((i) => (
            <li key={i}>
              <ConstraintRow
                text={describe(constraints[i]!)}
                constraint={constraints[i]!}
                onEdit={() => onEdit(i)}
                onRemove={() => onRemove(i)}
              />
            </li>
          ))}
        </Stack>
      </Stack>
    </Alert>
  );
}
