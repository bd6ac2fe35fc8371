import { moveCommand } from '../operations/move/move-command.ts';
import { processIo } from './process-io.ts';

// npm run move -- --to postgres://… [--files s3] (see README "Moving to PostgreSQL and S3").
process.exitCode = await moveCommand(process.argv.slice(2), processIo);
