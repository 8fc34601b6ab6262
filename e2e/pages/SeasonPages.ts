import { expect, type Locator, type Page } from '@playwright/test';

/** Picks `option` in the Mantine select (combobox) labelled `label`. */
export async function choose(page: Page | Locator, label: string | RegExp, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  const root = 'page' in page ? page.page() : page;
  await root.getByRole('option', { name: option, exact: true }).click();
}

/** `/admin/leagues/create` and `/admin/leagues/edit/{id}`. */
export class LeagueFormPage {
  constructor(readonly page: Page) {}

  get subdomain() {
    return this.page.getByRole('textbox', { name: 'Subdomain' });
  }

  async fill(league: { name: string; description: string }) {
    await this.page.getByRole('textbox', { name: 'Name' }).fill(league.name);
    await choose(this.page, 'Sport', 'Football');
    await this.page.getByRole('textbox', { name: 'Description' }).fill(league.description);
  }

  async typeSubdomain(value: string) {
    await this.subdomain.fill('');
    await this.subdomain.pressSequentially(value, { delay: 20 });
  }
}

/** `/admin/competitions/details/{id}` with its tabs. */
export class CompetitionAdminPage {
  constructor(readonly page: Page) {}

  async goto(id: string, tab: 'fixtures' | 'standings' | 'teams' | 'stages' = 'fixtures') {
    await this.page.goto(`/admin/competitions/details/${id}?tabs=${tab}`);
    await expect(this.page.getByRole('tab', { name: 'Fixtures' })).toBeVisible();
  }

  async openTab(name: 'Fixtures' | 'Standings' | 'Teams' | 'Stages') {
    await this.page.getByRole('tab', { name }).click();
  }

  /** Picks existing teams in "Add existing teams" and adds them all at once. */
  async addTeams(names: string[]) {
    const box = this.page.getByPlaceholder('Type a team name');
    for (const name of names) {
      await box.fill(name);
      await this.page.getByRole('option', { name, exact: true }).click();
    }
    const count = names.length;
    await this.page.getByRole('button', { name: `Add ${count} team${count === 1 ? '' : 's'}` }).click();
    for (const name of names) {
      await expect(
        this.page.getByRole('list', { name: 'Teams' }).getByText(name, { exact: true }),
      ).toBeVisible();
    }
  }

  async addStage(stage: {
    type: 'League (round robin)' | 'Groups' | 'Knockout';
    name: string;
    legs?: number;
    groups?: number;
  }) {
    await this.page.getByText(stage.type, { exact: true }).click();
    await this.page.getByRole('textbox', { name: 'Stage name' }).fill(stage.name);
    if (stage.legs !== undefined)
      await this.page.getByRole('textbox', { name: 'Legs' }).fill(String(stage.legs));
    if (stage.groups !== undefined)
      await this.page.getByRole('textbox', { name: 'Number of groups' }).fill(String(stage.groups));
    await this.page.getByRole('button', { name: 'Add stage' }).click();
    await expect(this.stage(stage.name)).toBeVisible();
  }

  stage(name: string) {
    return this.page
      .getByRole('article', { name })
      .or(this.page.locator(`[aria-label="${name}"]`))
      .first();
  }

  async generate(stageName: string, options: { startDate: string; days: number; time: string }) {
    const form = this.page.getByRole('form', { name: `Generate fixtures of ${stageName}` });
    await form.getByLabel('First round on').fill(options.startDate);
    await form.getByRole('textbox', { name: 'Days between rounds' }).fill(String(options.days));
    await form.getByLabel('Kick-off time (UTC)').fill(options.time);
    await form.getByRole('button', { name: /generate fixtures/i }).click();
    return form;
  }

  /** The fixture card of `home – away` in the stage (section) `stage`. */
  fixtureIn(stage: string, home: string, away: string) {
    return this.page
      .getByRole('region', { name: stage, exact: true })
      .getByLabel(`${home} – ${away}`, { exact: true });
  }

  async enterScore(stage: string, home: string, away: string, homeScore: number, awayScore: number) {
    await this.fixtureIn(stage, home, away).getByRole('button', { name: /score/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Enter score' });
    await dialog.getByRole('textbox', { name: `${home} (home)` }).fill(String(homeScore));
    await dialog.getByRole('textbox', { name: `${away} (away)` }).fill(String(awayScore));
    await dialog.getByRole('button', { name: 'Save score' }).click();
    return dialog;
  }
}
