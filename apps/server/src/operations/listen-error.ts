/**
 * A start that failed for a reason its message says in full (a taken port): main.ts prints
 * the message alone, not a stack, and exits 1.
 */
export class StartError extends Error {}

/**
 * `listen` failed: the reasons an operator can fix become one line naming the setting; any
 * other error is passed on as it is.
 */
export function explainListenError(
  error: unknown,
  where: { setting: 'PORT' | 'OPERATIONS_PORT'; port: number; host: string },
): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const { setting, port, host } = where;
  if (code === 'EADDRINUSE') {
    return new StartError(
      `Port ${port} is already in use: set ${setting} to another port or stop the other process`,
    );
  }
  if (code === 'EACCES') {
    return new StartError(
      `Port ${port} needs privileges this process does not have: set ${setting} to a port above 1023`,
    );
  }
  if (code === 'EADDRNOTAVAIL') {
    return new StartError(`HOST ${host} is not an address of this machine: set HOST to one`);
  }
  return error;
}
