import { expect, signIn, test, uniqueEmail, useSignedInSession } from '../support/fixtures.ts';

test('an Admin adds, edits, suspends and deletes a team member', async ({ page }) => {
  const email = uniqueEmail('colleague');
  const firstName = `Mira${Date.now()}`;
  await useSignedInSession(page);
  await page.goto('/settings?tab=team');

  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add member' });
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Initial password').fill('Welcome-team-1');
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(dialog.getByText('Invalid email')).toBeVisible();

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(dialog).toBeHidden();

  const grid = page.getByRole('grid', { name: 'Team members' });
  await page.getByLabel('Search').fill(firstName);
  const row = grid.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Manager');
  await expect(row).toContainText('Active');

  // The same email twice is refused by the server, in place.
  await page.getByRole('button', { name: 'Add member' }).click();
  const again = page.getByRole('dialog', { name: 'Add member' });
  await again.getByLabel('First name').fill('Twin');
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Initial password').fill('Welcome-team-1');
  await again.getByRole('button', { name: 'Add member' }).click();
  await expect(again.getByText('Email already exists')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Actions for ${firstName} Okafor` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit member' });
  await edit.getByLabel('Last name').fill('Adeyemi');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(`${firstName} Adeyemi`);

  await row.getByRole('button', { name: `Actions for ${firstName} Adeyemi` }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(row).toContainText('Suspended');

  // A suspended member cannot sign in.
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: 'Welcome-team-1' },
  });
  expect(login.status()).toBe(403);

  await row.getByRole('button', { name: `Actions for ${firstName} Adeyemi` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(grid.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('a Manager does not see the Team tab and cannot reach it by URL', async ({ page, api }) => {
  const email = uniqueEmail('manager');
  await api.post('/user', {
    email,
    firstName: 'Manny',
    role: 2,
    password: 'Manager-pass-1',
  });
  await signIn(page, email, 'Manager-pass-1');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lists' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  await page.goto('/settings?tab=team');
  await expect(page).toHaveURL(/tab=products/);
  await expect(page.getByRole('button', { name: 'Add member' })).toHaveCount(0);
});
