import { ErrorCode, messages, UserStatus } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/index.ts';
import { AppError, users } from '../../platform/index.ts';

/**
 * Wrong email and wrong password answer alike ('Invalid password' on the password field), so
 * the login form cannot be used to find accounts. Suspension is only revealed after a
 * correct password.
 */
export async function logIn(
  ctx: Pick<AppContext, 'db' | 'passwords' | 'tokens'>,
  input: { email: string; password: string },
): Promise<{ accessToken: string }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  if (!user) {
    await ctx.passwords.verifyNothing(input.password);
    throw AppError.field('password', messages.invalidPassword);
  }
  if (!(await ctx.passwords.verify(user.passwordHash, input.password))) {
    throw AppError.field('password', messages.invalidPassword);
  }
  if (user.status !== UserStatus.Active) {
    throw new AppError(ErrorCode.Forbidden, messages.accountSuspended);
  }
  return { accessToken: await ctx.tokens.sign(user) };
}
