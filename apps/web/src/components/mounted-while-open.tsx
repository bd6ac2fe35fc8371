import type { ComponentType } from 'react';

/**
 * A dialog that exists only while open: each opening mounts its content afresh, so a form's
 * defaults, a pick or a query start from that opening's props rather than the last one's.
 * The content gets every prop, `open` included.
 */
export function mountedWhileOpen<P extends object>(Content: ComponentType<P>) {
  return function MountedWhileOpen(props: P & { open: boolean }) {
    return props.open ? <Content {...props} /> : null;
  };
}
