import { backupCommand } from '../operations/backup/backup-command.ts';
import { processIo } from './process-io.ts';

// npm run backup -- --out creatorhub.tar.gz (see README "Backup and restore").
process.exitCode = await backupCommand(process.argv.slice(2), processIo);
