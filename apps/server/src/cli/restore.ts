import { restoreCommand } from '../operations/backup/restore-command.ts';
import { processIo } from './process-io.ts';

// npm run restore -- --from creatorhub.tar.gz [--force] (see README "Backup and restore").
process.exitCode = await restoreCommand(process.argv.slice(2), processIo);
