import { createMailerAccountRequest } from '@app/contract';
import { z } from 'zod';

// Create: the contract's request as is. Edit: an empty password keeps the stored one.
export const createSmtpSchema = createMailerAccountRequest.omit({ authType: true });
export const editSmtpSchema = createSmtpSchema.extend({ password: z.string().max(1024) });

export type SmtpInput = z.input<typeof editSmtpSchema>;
export type SmtpOutput = z.output<typeof editSmtpSchema>;
