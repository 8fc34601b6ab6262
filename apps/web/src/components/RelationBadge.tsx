import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ItemRelation = 'owner' | 'manager' | 'admin';

const colours: Record<ItemRelation, string> = { owner: 'blue', manager: 'teal', admin: 'gray' };

/** How the user relates to an item of an admin list: they own it, manage it, or see it as SystemAdmin. */
export function RelationBadge({ relation }: { relation: ItemRelation }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colours[relation]} size="sm" style={{ flexShrink: 0 }}>
      {t(`adminList.relation.${relation}`)}
    </Badge>
  );
}
