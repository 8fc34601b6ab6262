/** English texts of the teams feature. */
export const teamsEn = {
  list: {
    title: 'Teams',
    create: 'Create team',
    search: 'Search teams by name',
    empty: 'No teams yet. Create your teams, then add them to a competition.',
    noMatch: 'No team name starts with “{{keyword}}”.',
  },
  create: { title: 'Create team', submit: 'Create team', created: 'Team created' },
  edit: { title: 'Edit team', submit: 'Save changes', saved: 'Team saved' },
  fields: {
    name: 'Name',
    shortName: 'Short name',
    logo: 'Logo',
    sport: 'Sport',
    sportPlaceholder: 'Choose a sport',
    teamLeague: 'Team league',
    teamLeaguePlaceholder: 'Age group, division or club league',
  },
  errors: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most 200 characters',
    shortNameTooLong: 'Short name must be at most 20 characters',
    sportRequired: 'Sport is required',
    notFound: 'This team does not exist or was deleted.',
  },
  details: {
    edit: 'Edit',
    delete: 'Delete team',
    deleteTitle: 'Delete this team?',
    deleteBody: '“{{name}}” is deleted. A team that plays in a competition cannot be deleted.',
    deleteConfirm: 'Delete team',
    deleted: 'Team deleted',
  },
  cancel: 'Cancel',
} as const;
