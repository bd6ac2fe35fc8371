import { z } from 'zod';
import { email, givenPassword } from './fields.ts';

export const loginRequest = z.object({ email, password: givenPassword });
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;
