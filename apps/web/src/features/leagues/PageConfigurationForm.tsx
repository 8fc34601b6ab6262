import { ActionIcon, Button, ColorInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PageConfiguration, PageLink } from '@matchday/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { maxItemsOf, maxLengthOf, zodFormValidator } from '../../components/zod-form.ts';
import { ImageDropzone } from '../images/index.ts';
import { PlanRequirement } from '../payments/index.ts';
import { type SectionChoice, SectionsField, toSectionChoices, toShownSections } from './SectionsField.tsx';

type Values = {
  primaryColor: string;
  secondaryColor: string;
  bannerImage: string | null;
  welcomeText: string;
  links: { label: string; url: string }[];
  sections: SectionChoice[];
};

/** The configuration the form saves; validation runs on it with the server's schema. */
function toBody(v: Values): PageConfiguration {
  return {
    primaryColor: v.primaryColor || null,
    secondaryColor: v.secondaryColor || null,
    bannerImage: v.bannerImage,
    welcomeText: v.welcomeText.trim() || null,
    links: v.links.map((l) => ({ label: l.label.trim(), url: l.url.trim() })),
    sections: toShownSections(v.sections),
  };
}

const MAX_LINKS = maxItemsOf(PageConfiguration.shape.links) ?? 0;

/** The league's public page: colours, banner, welcome text, links and the sections of its home page. */
export function PageConfigurationForm({
  leagueId,
  initial,
  submitting,
  onSubmit,
}: {
  /** The league: its plan notices are its owner's plan (the one the server checks). */
  leagueId?: string;
  initial: PageConfiguration;
  submitting?: boolean;
  onSubmit: (config: PageConfiguration) => void;
}) {
  const { t } = useTranslation();
  const colour = () => t('leagues.page.colourInvalid');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      primaryColor: initial.primaryColor ?? '',
      secondaryColor: initial.secondaryColor ?? '',
      bannerImage: initial.bannerImage,
      welcomeText: initial.welcomeText ?? '',
      links: initial.links,
      sections: toSectionChoices(initial.sections),
    },
    validateInputOnChange: true,
    validate: zodFormValidator(PageConfiguration, toBody, {
      primaryColor: colour,
      secondaryColor: colour,
      'links.*.label': (issue) =>
        issue.kind === 'required' ? t('leagues.page.linkLabelRequired') : undefined,
      'links.*.url': () => t('leagues.page.linkUrlInvalid'),
    }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((v) => onSubmit(toBody(v)))}>
      <Stack gap="md">
        <PlanRequirement feature="pageConfiguration" leagueId={leagueId} />
        {/* The site's own colours and banner are premium's (ADR 0022); the server answers 402 otherwise. */}
        <PlanRequirement feature="branding" leagueId={leagueId} />
        <Group grow align="flex-start">
          <ColorInput
            label={t('leagues.page.primaryColor')}
            format="hex"
            eyeDropperButtonProps={{
              'aria-label': t('leagues.page.pickColour', { field: t('leagues.page.primaryColor') }),
            }}
            {...form.getInputProps('primaryColor')}
          />
          <ColorInput
            label={t('leagues.page.secondaryColor')}
            format="hex"
            eyeDropperButtonProps={{
              'aria-label': t('leagues.page.pickColour', { field: t('leagues.page.secondaryColor') }),
            }}
            {...form.getInputProps('secondaryColor')}
          />
        </Group>
        <ImageDropzone
          label={t('leagues.page.banner')}
          value={form.values.bannerImage}
          onChange={(id) => form.setFieldValue('bannerImage', id)}
          previewHeight={120}
        />
        <Textarea
          label={t('leagues.page.welcomeText')}
          rows={4}
          maxLength={maxLengthOf(PageConfiguration.shape.welcomeText)}
          {...form.getInputProps('welcomeText')}
        />
        <Stack gap="xs">
          {form.values.links.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: form list items are addressed by index
            <Group key={index} align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('leagues.page.linkLabel')}
                maxLength={maxLengthOf(PageLink.shape.label)}
                {...form.getInputProps(`links.${index}.label`)}
              />
              <TextInput
                style={{ flex: 2 }}
                label={t('leagues.page.linkUrl')}
                placeholder="https://"
                {...form.getInputProps(`links.${index}.url`)}
              />
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={t('leagues.page.removeLink', { index: index + 1 })}
                onClick={() => form.removeListItem('links', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('links', { label: '', url: '' })}
              disabled={form.values.links.length >= MAX_LINKS}
            >
              {t('leagues.page.addLink')}
            </Button>
          </Group>
        </Stack>
        <SectionsField
          value={form.values.sections}
          onChange={(next) => form.setFieldValue('sections', next)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('leagues.page.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
