/** Texts of the admin lists (components/AdminListPage.tsx, RelationBadge.tsx). */
export const adminListEn = {
  mineOnly: 'Mine only',
  mineOnlyHelp: 'Only what you own or manage',
  relation: {
    owner: 'Owner',
    manager: 'Manager',
    admin: 'Admin access',
  },
  mineEmpty: 'You own and manage none yet. Turn off “Mine only” to see everything.',
};
