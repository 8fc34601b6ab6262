import { expect, type Locator, type Page } from '@playwright/test';

type Section = 'Live now' | 'Today' | 'Upcoming' | 'Needing a result';

/** `/admin/match-center`: the matches the organiser may run, in four sections. */
export class MatchCentrePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/admin/match-center');
    await expect(this.page.getByRole('heading', { name: 'Match centre', level: 1 })).toBeVisible();
  }

  section(name: Section) {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The card of `home vs away` in a section. */
  match(section: Section, home: string, away: string) {
    return this.section(section).getByRole('listitem', { name: `${home} vs ${away}`, exact: true });
  }

  async openSheet(section: Section, home: string, away: string) {
    await this.match(section, home, away)
      .getByRole('link', { name: `Open the match sheet of ${home} vs ${away}`, exact: true })
      .click();
    await expect(this.page).toHaveURL(/\/admin\/match-center\/edit-match\/[0-9a-f-]{36}$/);
  }
}

/** `/admin/match-center/edit-match/{id}`: the organiser's match sheet. */
export class MatchSheetPage {
  constructor(readonly page: Page) {}

  get statusControls() {
    return this.page.getByRole('region', { name: 'Match status', exact: true });
  }

  get eventBar() {
    return this.page.getByRole('region', { name: 'Record an event', exact: true });
  }

  get timeline() {
    return this.page.getByRole('region', { name: 'Timeline', exact: true });
  }

  get lineups() {
    return this.page.getByRole('region', { name: 'Line-ups', exact: true });
  }

  get clock() {
    return this.page.getByRole('timer', { name: 'Match clock' });
  }

  /** The big score of the sheet's header (`Score 1–0`). */
  score(home: number, away: number) {
    return this.page.getByLabel(`Score ${home}–${away}`, { exact: true });
  }

  /**
   * Closes the toasts ("Done — Goal: …"), which stack over the sheet's header for four seconds each: the
   * screenshots are of the sheet. (Their close buttons have no accessible name, hence the bare role.)
   */
  async dismissNotifications() {
    const close = this.page.getByRole('alert').getByRole('button');
    for (let left = 20; left > 0 && (await close.count()) > 0; left -= 1) {
      await close
        .first()
        .click({ timeout: 1_000 })
        .catch(() => undefined); // already leaving
    }
    await expect(close).toHaveCount(0);
  }

  /**
   * One side's line-up in two taps: "Whole squad", then save. `bench` names players moved from the starters
   * to the bench before saving.
   */
  async setLineup(team: string, options: { bench?: string[]; expectCount?: string } = {}) {
    await this.lineups.getByRole('tab', { name: team, exact: true }).click();
    await this.lineups.getByRole('button', { name: 'Whole squad', exact: true }).click();
    for (const name of options.bench ?? []) {
      await this.lineups
        .getByRole('radiogroup', { name: `Starting or bench: ${name}`, exact: true })
        .getByText('Bench', { exact: true })
        .click();
    }
    if (options.expectCount) await expect(this.lineups.getByText(options.expectCount)).toBeVisible();
    // Waits on the write itself: the editor remounts with the saved line-up (its key is the line-up), and the
    // "Line-up of … saved" toast is then sometimes lost (mutate()'s onSuccess of an unmounted observer).
    const saved = this.page.waitForResponse(
      (r) => /\/api\/fixture\/[^/]+\/(home|away)squad$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await this.lineups.getByRole('button', { name: `Save ${team} line-up`, exact: true }).click();
    expect((await saved).ok()).toBe(true);
  }

  /** A status button of the sheet (Kick off, Half-time, Start 2nd half…); Full time asks first. */
  async runStatus(label: string) {
    await this.statusControls.getByRole('button', { name: label, exact: true }).click();
    if (label === 'Full time') {
      const dialog = this.page.getByRole('dialog', { name: 'End the match?' });
      await dialog.getByRole('button', { name: 'Full time', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
  }

  /**
   * The quick event bar: the kind of event, then one tap on the player of `team` (a substitution: a second
   * tap on the player coming on). The minute comes pre-filled from the match clock. Returns the minute used.
   */
  async record(type: string, team: string, player: string, related?: string): Promise<string> {
    await this.eventBar.getByRole('button', { name: type, exact: true }).click();
    const picker = this.page.getByRole('dialog', { name: type, exact: true });
    const minute = picker.getByRole('textbox', { name: 'Minute', exact: true });
    await expect(minute).toHaveValue(/^\d+$/);
    const value = await minute.inputValue();
    await picker
      .getByRole('region', { name: team, exact: true })
      .getByRole('button', { name: player, exact: true })
      .click();
    if (related) await picker.getByRole('button', { name: related, exact: true }).click();
    await expect(picker).toBeHidden();
    return value;
  }

  /** "Undo last event", confirmed. */
  async undo() {
    await this.timeline.getByRole('button', { name: 'Undo last event', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Undo the last event?' });
    await dialog.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** A row of the sheet's timeline, by its description (`Goal, Ada Stone, 1'`). */
  event(description: string) {
    return this.timeline.getByRole('listitem', { name: description, exact: true });
  }
}

/** `/admin/match-center/create-media/{id}`: photos and video or stream links of a match. */
export class MatchMediaAdminPage {
  constructor(readonly page: Page) {}

  get linkForm() {
    return this.page.getByRole('region', { name: 'Add a video or stream link', exact: true });
  }

  /** Adds a link; returns the "recognised as" confirmation. */
  async addLink(url: string, title: string): Promise<Locator> {
    await this.linkForm.getByRole('textbox', { name: 'Link', exact: true }).fill(url);
    await this.linkForm.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await this.linkForm.getByRole('button', { name: 'Add link', exact: true }).click();
    return this.linkForm.getByRole('status');
  }

  /** A saved item of the list below the forms. */
  item(title: string) {
    return this.page.getByRole('listitem', { name: title, exact: true });
  }
}

/** `/observe/match-center/{id}`: the public match page a fan follows. */
export class ObserveMatchPage {
  constructor(readonly page: Page) {}

  async goto(fixtureId: string) {
    await this.page.goto(`/observe/match-center/${fixtureId}`);
  }

  /** The big score, as read out: `Harbour 1, Quarry 0`. */
  score(home: string, homeScore: number, away: string, awayScore: number) {
    return this.page.getByLabel(`${home} ${homeScore}, ${away} ${awayScore}`, { exact: true });
  }

  /** How the match stands: the status badge, the clock and the period. */
  get status() {
    return this.page.getByTestId('match-status');
  }

  get clock() {
    return this.page.getByRole('timer', { name: 'Match clock' });
  }

  /** The hub's Live / Connecting / Offline word (`data-status` says which). */
  get hub() {
    // The match room's chat has its own connection status beside the match; this is the page's.
    return this.page
      .getByRole('status')
      .filter({ hasText: /^(Live|Connecting…|Offline)$/ })
      .and(this.page.locator(':not([data-testid="chat-status"])'));
  }

  get timeline() {
    return this.page.getByRole('list', { name: 'Timeline', exact: true });
  }

  /** The timeline's rows of one kind of event (`Goal`, `Yellow card`, `Substitution`) mentioning `text`. */
  timelineEvent(kind: string, text: string) {
    return this.timeline
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('img', { name: kind, exact: true }) })
      .filter({ hasText: text });
  }

  tab(name: string | RegExp) {
    return this.page.getByRole('tab', { name });
  }

  /** Marks the document: a reload or a navigation would lose the mark. */
  async markDocument() {
    await this.page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });
  }

  async expectSameDocument() {
    expect(
      await this.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
      'the fan’s page was not reloaded',
    ).toBe(true);
  }
}
