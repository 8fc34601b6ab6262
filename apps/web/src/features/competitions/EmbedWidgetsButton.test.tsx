import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { CHAMP } from '../widgets/test-data.ts';
import { EmbedWidgetsButton } from './EmbedWidgetsButton.tsx';

/** The preview is an iframe: the test has no network, so it must not load its page. */
type HappyWindow = { happyDOM?: { settings: { navigation: { disableChildFrameNavigation: boolean } } } };
beforeAll(() => {
  const happy = (window as unknown as HappyWindow).happyDOM;
  if (happy) happy.settings.navigation.disableChildFrameNavigation = true;
});

describe('EmbedWidgetsButton', () => {
  it('hands out the iframe snippet of the chosen widget and theme, with a preview', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmbedWidgetsButton champId={CHAMP} champName='Spring "Cup"' />);
    await user.click(screen.getByRole('button', { name: 'Embed' }));
    // The dialog's code loads on the first hover or focus of the button.
    const dialog = await screen.findByRole('dialog', { name: 'Embed on your website' }, { timeout: 5000 });
    const code = within(dialog).getByRole('textbox', { name: 'Code to paste' }) as HTMLTextAreaElement;
    expect(code.value).toBe(
      `<iframe src="http://localhost:3000/widget/champ/${CHAMP}/standings?theme=light" title="Spring &quot;Cup&quot;: Standings" width="100%" height="520" style="border:0;max-width:640px" loading="lazy"></iframe>`,
    );

    await user.click(within(dialog).getByText('Results'));
    await user.click(within(dialog).getByText('Dark'));
    expect(code.value).toContain(`/widget/champ/${CHAMP}/results?theme=dark"`);
    expect(within(dialog).getByTitle('Spring "Cup": Results')).toHaveAttribute(
      'src',
      `/widget/champ/${CHAMP}/results?theme=dark`,
    );
    expect(within(dialog).getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });
});
