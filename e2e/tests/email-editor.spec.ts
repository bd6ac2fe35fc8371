import { expect, test, useSignedInSession } from '../support/fixtures.ts';

type EmailContent = { subject: string; body: string; isCustom: boolean };

test('edit a template visually: a variable chip at the cursor, a preview filled for a chosen creator, the saved HTML keeps the variable', async ({
  page,
  api,
}) => {
  // Loads the editor's own chunk and waits on server-rendered previews: three times the usual.
  test.slow();
  const stamp = `${Date.now() % 1e8}`;
  const campaign = await api.createCampaign(`Inkfall ${stamp}`, { name: `Ink ${stamp}` });
  const login = `zoe${stamp}`;
  const creator = await api.createTwitchCreator(login, {
    firstName: 'Zoe',
    lastName: 'Quill',
    email: `${login}@creators.test`,
  });
  await api.addToCampaign(campaign.id, [creator.id]);

  // Anything the page's Content-Security-Policy refuses is reported on the console.
  const cspReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspReports.push(message.text());
  });

  await useSignedInSession(page);
  await page.goto(`/campaigns/${campaign.id}/view?tab=email-templates&template=approved`);

  await expect(page.getByRole('heading', { name: `Ink ${stamp}`, level: 1 })).toBeVisible({
    timeout: 30_000,
  });

  // The visual editor (loaded on demand) shows the default's variables as chips, not braces.
  const body = page.getByRole('textbox', { name: 'Body', exact: true });
  await expect(body).toBeVisible({ timeout: 60_000 });
  const firstNameChips = body.locator('[data-variable="influencer.firstName"]');
  await expect(firstNameChips).toHaveCount(1);
  await expect(firstNameChips).toHaveText('Influencer first name');
  await expect(body).not.toContainText('{{');

  // A new line at the end, then a chip from the menu where the cursor is.
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('See you soon, ');
  await page.getByRole('button', { name: 'Insert variable in the body' }).click();
  await page.getByRole('menuitem', { name: /^Influencer first name/ }).click();
  await page.keyboard.type('!');
  await expect(firstNameChips).toHaveCount(2);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // The live preview follows the editor, filled by the server: the sample creator first...
  const preview = page.getByRole('region', { name: 'Live preview' });
  const email = preview.frameLocator('iframe').locator('body');
  await expect(email).toContainText('See you soon, Alex!', { timeout: 20_000 });
  // ...then the chosen creator of the campaign.
  await preview.getByRole('combobox', { name: 'Preview as' }).click();
  await preview.getByRole('combobox', { name: 'Preview as' }).fill(login);
  await page.getByRole('option', { name: login }).click();
  await expect(email).toContainText('See you soon, Zoe!', { timeout: 20_000 });
  await expect(email).toContainText('Hi Zoe,');
  await expect(email).toContainText(`${login} has been approved for Ink ${stamp}`);
  await expect(email).not.toContainText('{{');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();

  // Saved (through the server's sanitizer) with the variable as text, where it was put.
  const saved = await api.get<EmailContent>(
    `/campaign/${campaign.id}/email-template/custom-content/approved`,
  );
  expect(saved.isCustom).toBe(true);
  expect(saved.body).toContain('<p>See you soon, {{influencer.firstName}}!</p>');
  expect(saved.body).toContain('<p>Hi {{influencer.firstName}},</p>');
  expect(saved.body).toContain('<a href="{{inviteLink}}">Open your invitation page</a>');
  expect(saved.body).not.toContain('data-variable');

  // The HTML view shows the same variables as {{...}} text.
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Body (HTML)' })).toHaveValue(saved.body);

  expect(cspReports).toEqual([]);
});
