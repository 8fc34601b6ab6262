import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Stage, UpdateStageBody } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifySuccess } from '../../components/notifications.ts';
import { maxLengthOf, rangeOf, zodFormValidator } from '../../components/zod-form.ts';
import { useUpdateStage } from './api.ts';

type Values = { name: string; order: number | string; legs: number | string; groupCount: number | string };

/** An empty number input is `''`: sent as null, it is "missing" to the schema rather than 0. */
const toNumber = (v: number | string) => (v === '' ? null : Number(v));

/**
 * Whether the stage's legs are the organiser's to set here: round robins (league, groups). A knockout's legs and
 * the Swiss and double-elimination settings are chosen when the stage is added (`PUT /stage/{id}` leaves them).
 */
const hasLegs = (stage: Stage) => stage.type === 'league' || stage.type === 'groups';

/**
 * The body the form sends (`PUT /stage/{id}`): name and order, legs for league and group stages, the number of
 * groups for a groups stage. Unchanged values are sent as they are: the server only refuses a real change.
 */
function toUpdateBody(stage: Stage, v: Values) {
  return {
    name: v.name.trim(),
    order: toNumber(v.order),
    ...(hasLegs(stage) ? { legs: toNumber(v.legs) } : {}),
    ...(stage.type === 'groups' ? { groupCount: toNumber(v.groupCount) } : {}),
  };
}

const LEGS = rangeOf(UpdateStageBody.shape.legs);
const GROUP_COUNT = rangeOf(UpdateStageBody.shape.groupCount);

type Props = { stage: Stage; opened: boolean; onClose: () => void };

/**
 * Edits a stage (`PUT /stage/{id}`): its name and order at any time; its legs and number of groups while it has
 * no result. A stage with results refuses those (409 `stage.has_results`): the refusal is explained under the
 * fields it concerns, as is any other field the server names.
 */
export function EditStageDialog({ stage, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('competitions.stages.editTitle', { name: stage.name })}>
      <EditStageForm stage={stage} onDone={onClose} />
    </Modal>
  );
}

function EditStageForm({ stage, onDone }: { stage: Stage; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateStage(stage.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: stage.name, order: stage.order, legs: stage.legs, groupCount: stage.groupCount },
    validateInputOnChange: true,
    validate: zodFormValidator(UpdateStageBody, (v) => toUpdateBody(stage, v), {
      name: (issue) => (issue.kind === 'required' ? t('competitions.stages.nameRequired') : undefined),
      order: () => t('competitions.stages.orderInvalid'),
      legs: () => t('competitions.stages.legsInvalid', LEGS),
      groupCount: () => t('competitions.stages.groupCountInvalid', GROUP_COUNT),
    }),
  });
  const reshaped =
    (hasLegs(stage) && Number(form.values.legs) !== stage.legs) ||
    (stage.type === 'groups' && Number(form.values.groupCount) !== stage.groupCount);

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'stage.has_results') {
      // The refusal names no field: it is about the draw, i.e. legs and groups; say so under each changed one.
      const why = t('competitions.stages.hasResults');
      if (hasLegs(stage) && Number(form.values.legs) !== stage.legs) form.setFieldError('legs', why);
      if (stage.type === 'groups' && Number(form.values.groupCount) !== stage.groupCount)
        form.setFieldError('groupCount', why);
      return;
    }
    showServerErrors(form, error);
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        update.mutate(UpdateStageBody.parse(toUpdateBody(stage, v)), {
          onSuccess: (saved) => {
            notifySuccess(t('competitions.stages.saved', { name: saved.name }));
            onDone();
          },
          onError,
        }),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t('competitions.stages.name')}
          required
          data-autofocus
          maxLength={maxLengthOf(UpdateStageBody.shape.name)}
          {...form.getInputProps('name')}
        />
        <NumberInput
          label={t('competitions.stages.order')}
          description={t('competitions.stages.orderHelp')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('order')}
        />
        {hasLegs(stage) && (
          <NumberInput
            label={t('competitions.stages.legs')}
            description={t('competitions.stages.legsHelp')}
            min={LEGS.min}
            max={LEGS.max}
            allowDecimal={false}
            {...form.getInputProps('legs')}
          />
        )}
        {stage.type === 'groups' && (
          <NumberInput
            label={t('competitions.stages.groupCount')}
            min={GROUP_COUNT.min}
            max={GROUP_COUNT.max}
            allowDecimal={false}
            {...form.getInputProps('groupCount')}
          />
        )}
        {hasLegs(stage) && (
          <Text size="xs" c="dimmed">
            {t('competitions.stages.reshapeHelp')}
          </Text>
        )}
        {/* Not beside a refusal: a stage with results cannot be reshaped, so there is nothing to regenerate. */}
        {reshaped && stage.fixtureCount > 0 && !form.errors.legs && !form.errors.groupCount && (
          <Alert color="yellow" variant="light">
            {t('competitions.stages.regenerateAfter', { count: stage.fixtureCount })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('competitions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('competitions.stages.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
