import { ActionIcon, Checkbox, Fieldset, Group, Input, Stack, Text } from '@mantine/core';
import { LEAGUE_SITE_SECTIONS, type LeagueSiteSection } from '@matchday/contracts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SectionChoice = { name: LeagueSiteSection; shown: boolean };

/** Every section once: the shown ones in their saved order, then the hidden ones in the default order. */
export function toSectionChoices(shown: readonly LeagueSiteSection[]): SectionChoice[] {
  const hidden = LEAGUE_SITE_SECTIONS.filter((name) => !shown.includes(name));
  return [...shown.map((name) => ({ name, shown: true })), ...hidden.map((name) => ({ name, shown: false }))];
}

/** The sections to save: the ticked ones, in the order of the list. */
export function toShownSections(choices: readonly SectionChoice[]): LeagueSiteSection[] {
  return choices.filter((c) => c.shown).map((c) => c.name);
}

type Move = { name: LeagueSiteSection; direction: 'up' | 'down' };

/**
 * Which sections the league site's home page shows, and in what order: a checkbox per section and buttons to
 * move it up or down (keyboard users move a section without dragging; focus stays on the moved section).
 */
export function SectionsField({
  value,
  onChange,
}: {
  value: SectionChoice[];
  onChange: (next: SectionChoice[]) => void;
}) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<Move | null>(null);

  // The moved row changes place in the DOM, and a button at the edge becomes disabled: put focus back on the
  // button pressed, or on the other one when that is now disabled.
  useEffect(() => {
    if (!moved) return;
    const same = buttons.current.get(`${moved.name}:${moved.direction}`);
    const other = buttons.current.get(`${moved.name}:${moved.direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [moved]);

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const item = value[index];
    if (!item || target < 0 || target >= value.length) return;
    const next = [...value];
    next.splice(index, 1);
    next.splice(target, 0, item);
    onChange(next);
    setMoved({ name: item.name, direction });
  };

  const keep = (name: LeagueSiteSection, direction: 'up' | 'down') => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(`${name}:${direction}`, el);
    else buttons.current.delete(`${name}:${direction}`);
  };

  return (
    <Fieldset
      // The legend reads like the form's other field labels (same component, same theme).
      legend={<Input.Label component="span">{t('leagues.page.sections.legend')}</Input.Label>}
      variant="unstyled"
    >
      <Text size="sm" c="dimmed" mb="xs">
        {t('leagues.page.sections.help')}
      </Text>
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {value.map((choice, index) => {
          const label = t(`leagues.page.sections.names.${choice.name}`);
          return (
            <Group
              key={choice.name}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              px="xs"
              py={4}
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
            >
              <Checkbox
                label={label}
                checked={choice.shown}
                onChange={(event) => {
                  const shown = event.currentTarget.checked;
                  onChange(value.map((c) => (c.name === choice.name ? { ...c, shown } : c)));
                }}
              />
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  ref={keep(choice.name, 'up')}
                  variant="subtle"
                  aria-label={t('leagues.page.sections.moveUp', { section: label })}
                  disabled={index === 0}
                  onClick={() => move(index, 'up')}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  ref={keep(choice.name, 'down')}
                  variant="subtle"
                  aria-label={t('leagues.page.sections.moveDown', { section: label })}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 'down')}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
